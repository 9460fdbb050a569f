import { readFileSync } from 'node:fs';
import { type LocaleCode, locales } from '@mynacon/contract';

type PerLocale<T> = Record<LocaleCode, T>;

/**
 * Inbox notification texts (ICU MessageFormat, decision 003): message bundles in the portal's format
 * (`messages/{locale}.json`, every key in the 7 locales), by key and then locale as the seed stores them.
 */
export const notificationTranslations: Record<string, PerLocale<string>> = (() => {
  const byKey: Record<string, Partial<PerLocale<string>>> = {};
  for (const locale of locales) {
    const bundle = JSON.parse(readFileSync(new URL(`./messages/${locale}.json`, import.meta.url), 'utf8')) as Record<
      string,
      string
    >;
    for (const [key, text] of Object.entries(bundle)) byKey[key] = { ...byKey[key], [locale]: text };
  }
  return byKey as Record<string, PerLocale<string>>;
})();

/** FAQ section names and their two articles, per locale. `{game}` is replaced by the game's name. */
export const faqTexts: PerLocale<Array<{ name: string; description: string; articles: Array<[string, string]> }>> = {
  'en-GB': [
    {
      name: 'Getting started',
      description: 'Installing {game} and your first session.',
      articles: [
        ['How do I install {game}?', 'Download {game} from your platform store, then start it from your library.'],
        [
          'Which controllers work with {game}?',
          'Every controller of your platform works; our pro controllers add profiles.',
        ],
      ],
    },
    {
      name: 'Technical issues',
      description: 'Crashes, performance and connection problems.',
      articles: [
        ['{game} crashes at start', 'Update your system and graphics drivers, then verify the game files.'],
        ['I cannot connect online', 'Check the service status page and your network; restart your router if needed.'],
      ],
    },
    {
      name: 'Account and purchases',
      description: 'Linking accounts, downloadable content and refunds.',
      articles: [
        ['Where is my downloadable content?', 'Downloadable content appears in the game after a restart.'],
        ['How do I ask for a refund?', 'Refunds go through the store where you bought {game}.'],
      ],
    },
  ],
  'en-US': [
    {
      name: 'Getting started',
      description: 'Installing {game} and your first session.',
      articles: [
        ['How do I install {game}?', 'Download {game} from your platform store, then launch it from your library.'],
        [
          'Which controllers work with {game}?',
          'Every controller of your platform works; our pro controllers add profiles.',
        ],
      ],
    },
    {
      name: 'Technical issues',
      description: 'Crashes, performance and connection problems.',
      articles: [
        ['{game} crashes at launch', 'Update your system and graphics drivers, then verify the game files.'],
        ['I can’t connect online', 'Check the service status page and your network; restart your router if needed.'],
      ],
    },
    {
      name: 'Account and purchases',
      description: 'Linking accounts, downloadable content and refunds.',
      articles: [
        ['Where is my downloadable content?', 'Downloadable content shows up in the game after a restart.'],
        ['How do I request a refund?', 'Refunds go through the store where you bought {game}.'],
      ],
    },
  ],
  'fr-FR': [
    {
      name: 'Bien démarrer',
      description: 'Installer {game} et votre première partie.',
      articles: [
        ['Comment installer {game} ?', 'Téléchargez {game} depuis la boutique de votre plateforme, puis lancez-le.'],
        [
          'Quelles manettes fonctionnent avec {game} ?',
          'Toutes les manettes de votre plateforme ; nos manettes pro ajoutent des profils.',
        ],
      ],
    },
    {
      name: 'Problèmes techniques',
      description: 'Plantages, performances et connexion.',
      articles: [
        [
          '{game} plante au lancement',
          'Mettez à jour votre système et vos pilotes, puis vérifiez les fichiers du jeu.',
        ],
        [
          'Je ne peux pas me connecter en ligne',
          'Vérifiez l’état des services et votre réseau ; redémarrez votre box si besoin.',
        ],
      ],
    },
    {
      name: 'Compte et achats',
      description: 'Liaison de comptes, contenus téléchargeables et remboursements.',
      articles: [
        ['Où est mon contenu téléchargeable ?', 'Le contenu téléchargeable apparaît dans le jeu après un redémarrage.'],
        [
          'Comment demander un remboursement ?',
          'Les remboursements passent par la boutique où vous avez acheté {game}.',
        ],
      ],
    },
  ],
  'nl-NL': [
    {
      name: 'Aan de slag',
      description: '{game} installeren en je eerste sessie.',
      articles: [
        [
          'Hoe installeer ik {game}?',
          'Download {game} in de winkel van je platform en start het vanuit je bibliotheek.',
        ],
        [
          'Welke controllers werken met {game}?',
          'Elke controller van je platform; onze pro-controllers voegen profielen toe.',
        ],
      ],
    },
    {
      name: 'Technische problemen',
      description: 'Crashes, prestaties en verbinding.',
      articles: [
        ['{game} crasht bij het starten', 'Werk je systeem en stuurprogramma’s bij en controleer de spelbestanden.'],
        [
          'Ik kan niet online spelen',
          'Controleer de status van de diensten en je netwerk; herstart zo nodig je router.',
        ],
      ],
    },
    {
      name: 'Account en aankopen',
      description: 'Accounts koppelen, downloadbare content en terugbetalingen.',
      articles: [
        ['Waar is mijn downloadbare content?', 'Downloadbare content verschijnt na een herstart in het spel.'],
        ['Hoe vraag ik een terugbetaling aan?', 'Terugbetalingen lopen via de winkel waar je {game} hebt gekocht.'],
      ],
    },
  ],
  'es-ES': [
    {
      name: 'Primeros pasos',
      description: 'Instalar {game} y tu primera partida.',
      articles: [
        ['¿Cómo instalo {game}?', 'Descarga {game} en la tienda de tu plataforma y ábrelo desde tu biblioteca.'],
        [
          '¿Qué mandos funcionan con {game}?',
          'Todos los mandos de tu plataforma; nuestros mandos pro añaden perfiles.',
        ],
      ],
    },
    {
      name: 'Problemas técnicos',
      description: 'Cierres inesperados, rendimiento y conexión.',
      articles: [
        ['{game} se cierra al iniciar', 'Actualiza el sistema y los controladores y verifica los archivos del juego.'],
        [
          'No puedo conectarme en línea',
          'Comprueba el estado de los servicios y tu red; reinicia el router si hace falta.',
        ],
      ],
    },
    {
      name: 'Cuenta y compras',
      description: 'Vincular cuentas, contenido descargable y reembolsos.',
      articles: [
        ['¿Dónde está mi contenido descargable?', 'El contenido descargable aparece en el juego tras reiniciarlo.'],
        ['¿Cómo pido un reembolso?', 'Los reembolsos se gestionan en la tienda donde compraste {game}.'],
      ],
    },
  ],
  'de-DE': [
    {
      name: 'Erste Schritte',
      description: '{game} installieren und die erste Partie.',
      articles: [
        [
          'Wie installiere ich {game}?',
          'Lade {game} im Store deiner Plattform herunter und starte es aus deiner Bibliothek.',
        ],
        [
          'Welche Controller funktionieren mit {game}?',
          'Alle Controller deiner Plattform; unsere Pro-Controller bieten Profile.',
        ],
      ],
    },
    {
      name: 'Technische Probleme',
      description: 'Abstürze, Leistung und Verbindung.',
      articles: [
        ['{game} stürzt beim Start ab', 'Aktualisiere System und Treiber und überprüfe die Spieldateien.'],
        [
          'Ich kann keine Online-Verbindung herstellen',
          'Prüfe den Dienststatus und dein Netzwerk; starte bei Bedarf den Router neu.',
        ],
      ],
    },
    {
      name: 'Konto und Käufe',
      description: 'Konten verknüpfen, Zusatzinhalte und Erstattungen.',
      articles: [
        ['Wo sind meine Zusatzinhalte?', 'Zusatzinhalte erscheinen nach einem Neustart im Spiel.'],
        ['Wie beantrage ich eine Erstattung?', 'Erstattungen laufen über den Store, in dem du {game} gekauft hast.'],
      ],
    },
  ],
  'it-IT': [
    {
      name: 'Per iniziare',
      description: 'Installare {game} e la prima partita.',
      articles: [
        ['Come installo {game}?', 'Scarica {game} dallo store della tua piattaforma e avvialo dalla libreria.'],
        [
          'Quali controller funzionano con {game}?',
          'Tutti i controller della tua piattaforma; i nostri controller pro aggiungono profili.',
        ],
      ],
    },
    {
      name: 'Problemi tecnici',
      description: 'Arresti anomali, prestazioni e connessione.',
      articles: [
        ['{game} si chiude all’avvio', 'Aggiorna il sistema e i driver, poi verifica i file di gioco.'],
        ['Non riesco a connettermi online', 'Controlla lo stato dei servizi e la rete; riavvia il router se serve.'],
      ],
    },
    {
      name: 'Account e acquisti',
      description: 'Collegare account, contenuti scaricabili e rimborsi.',
      articles: [
        ['Dove sono i miei contenuti scaricabili?', 'I contenuti scaricabili compaiono nel gioco dopo un riavvio.'],
        ['Come chiedo un rimborso?', 'I rimborsi passano dallo store in cui hai acquistato {game}.'],
      ],
    },
  ],
};

/** Content pages per slug: title and one-paragraph body per locale. */
export const pageTexts: Record<string, PerLocale<[string, string]>> = {
  'about-us': {
    'en-GB': ['About us', 'We make racing, sports and adventure games, and the controllers to play them.'],
    'en-US': ['About us', 'We make racing, sports and adventure games, and the controllers to play them.'],
    'fr-FR': ['À propos', 'Nous créons des jeux de course, de sport et d’aventure, et les manettes pour y jouer.'],
    'nl-NL': ['Over ons', 'Wij maken race-, sport- en avonturengames en de controllers om ze te spelen.'],
    'es-ES': ['Sobre nosotros', 'Creamos juegos de carreras, deportes y aventura, y los mandos para jugarlos.'],
    'de-DE': ['Über uns', 'Wir entwickeln Renn-, Sport- und Abenteuerspiele und die Controller dazu.'],
    'it-IT': ['Chi siamo', 'Creiamo giochi di corse, sport e avventura, e i controller per giocarci.'],
  },
  'terms-of-use': {
    'en-GB': ['Terms of use', 'These terms govern your use of the player portal and your account.'],
    'en-US': ['Terms of use', 'These terms govern your use of the player portal and your account.'],
    'fr-FR': [
      'Conditions d’utilisation',
      'Ces conditions régissent votre utilisation du portail joueurs et de votre compte.',
    ],
    'nl-NL': ['Gebruiksvoorwaarden', 'Deze voorwaarden gelden voor je gebruik van het spelersportaal en je account.'],
    'es-ES': ['Condiciones de uso', 'Estas condiciones rigen el uso del portal de jugadores y de tu cuenta.'],
    'de-DE': ['Nutzungsbedingungen', 'Diese Bedingungen regeln die Nutzung des Spielerportals und deines Kontos.'],
    'it-IT': ['Condizioni d’uso', 'Queste condizioni regolano l’uso del portale giocatori e del tuo account.'],
  },
  'privacy-policy': {
    'en-GB': ['Privacy policy', 'What we collect about you, why, and how to exercise your rights.'],
    'en-US': ['Privacy policy', 'What we collect about you, why, and how to exercise your rights.'],
    'fr-FR': ['Politique de confidentialité', 'Ce que nous collectons, pourquoi, et comment exercer vos droits.'],
    'nl-NL': ['Privacybeleid', 'Wat we over je verzamelen, waarom, en hoe je je rechten uitoefent.'],
    'es-ES': ['Política de privacidad', 'Qué datos recogemos, por qué y cómo ejercer tus derechos.'],
    'de-DE': ['Datenschutzerklärung', 'Welche Daten wir erheben, warum und wie du deine Rechte ausübst.'],
    'it-IT': ['Informativa sulla privacy', 'Quali dati raccogliamo, perché e come esercitare i tuoi diritti.'],
  },
  'cookie-policy': {
    'en-GB': ['Cookie policy', 'The cookies the portal sets and how to change your choices.'],
    'en-US': ['Cookie policy', 'The cookies the portal sets and how to change your choices.'],
    'fr-FR': ['Politique relative aux cookies', 'Les cookies déposés par le portail et comment modifier vos choix.'],
    'nl-NL': ['Cookiebeleid', 'De cookies die het portaal plaatst en hoe je je keuzes wijzigt.'],
    'es-ES': ['Política de cookies', 'Las cookies que usa el portal y cómo cambiar tus preferencias.'],
    'de-DE': ['Cookie-Richtlinie', 'Die Cookies des Portals und wie du deine Auswahl änderst.'],
    'it-IT': ['Cookie policy', 'I cookie impostati dal portale e come modificare le tue scelte.'],
  },
  'legal-notice': {
    'en-GB': ['Legal notice', 'Publisher details, registered office and contact.'],
    'en-US': ['Legal notice', 'Publisher details, registered office and contact.'],
    'fr-FR': ['Mentions légales', 'Éditeur, siège social et contact.'],
    'nl-NL': ['Juridische informatie', 'Gegevens van de uitgever, statutaire zetel en contact.'],
    'es-ES': ['Aviso legal', 'Datos del editor, domicilio social y contacto.'],
    'de-DE': ['Impressum', 'Angaben zum Herausgeber, Sitz und Kontakt.'],
    'it-IT': ['Note legali', 'Dati dell’editore, sede legale e contatti.'],
  },
};

/** Newsletter issues: title and summary per locale; `{game}` is the featured game. */
export const newsletterTexts: Array<PerLocale<[string, string]>> = [
  {
    'en-GB': ['Autumn update', 'New stages in {game}, playtest results and a look at winter.'],
    'en-US': ['Fall update', 'New stages in {game}, playtest results and a look at winter.'],
    'fr-FR': [
      'Les nouvelles d’automne',
      'De nouvelles étapes dans {game}, les résultats des playtests et l’hiver à venir.',
    ],
    'nl-NL': ['Herfstupdate', 'Nieuwe etappes in {game}, playtestresultaten en een blik op de winter.'],
    'es-ES': ['Novedades de otoño', 'Nuevas etapas en {game}, resultados de las pruebas y un vistazo al invierno.'],
    'de-DE': ['Herbst-Update', 'Neue Etappen in {game}, Playtest-Ergebnisse und ein Blick auf den Winter.'],
    'it-IT': ['Aggiornamento d’autunno', 'Nuove tappe in {game}, risultati dei playtest e uno sguardo all’inverno.'],
  },
  {
    'en-GB': ['Community spotlight', 'Your best controller profiles for {game}, chosen by the team.'],
    'en-US': ['Community spotlight', 'Your best controller profiles for {game}, picked by the team.'],
    'fr-FR': ['La communauté à l’honneur', 'Vos meilleurs profils de manette pour {game}, choisis par l’équipe.'],
    'nl-NL': ['Community in de schijnwerpers', 'Jullie beste controllerprofielen voor {game}, gekozen door het team.'],
    'es-ES': ['La comunidad destaca', 'Vuestros mejores perfiles de mando para {game}, elegidos por el equipo.'],
    'de-DE': ['Community im Fokus', 'Eure besten Controller-Profile für {game}, ausgewählt vom Team.'],
    'it-IT': ['La community in primo piano', 'I vostri migliori profili controller per {game}, scelti dal team.'],
  },
  {
    'en-GB': ['Join the next playtest', 'Seats are open for {game}: register before they fill up.'],
    'en-US': ['Join the next playtest', 'Seats are open for {game}: sign up before they fill up.'],
    'fr-FR': ['Rejoignez le prochain playtest', 'Des places sont ouvertes pour {game} : inscrivez-vous vite.'],
    'nl-NL': ['Doe mee aan de volgende playtest', 'Er zijn plaatsen vrij voor {game}: meld je snel aan.'],
    'es-ES': ['Únete a la próxima prueba', 'Hay plazas para {game}: apúntate antes de que se agoten.'],
    'de-DE': ['Mach beim nächsten Playtest mit', 'Für {game} gibt es freie Plätze: Melde dich schnell an.'],
    'it-IT': ['Partecipa al prossimo playtest', 'Ci sono posti per {game}: iscriviti prima che finiscano.'],
  },
];
