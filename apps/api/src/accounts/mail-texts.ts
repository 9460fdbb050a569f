import type { LocaleCode } from '@mynacon/contract';

/** Every mail the accounts module sends. */
export const mailKinds = [
  'confirm',
  'register_existing',
  'reset',
  'email_change_confirm',
  'email_change_notice',
  'email_change_existing',
  'password_changed',
  'link_added',
  'link_removed',
  'reauth_code',
] as const;
export type MailKind = (typeof mailKinds)[number];

/** The values each mail needs. `duration` is a link's lifetime, already written out in the mail's language. */
export interface MailParams {
  /** `linked`: the external account a registration through external sign-in left pending, kept or dropped on the confirmation page. */
  confirm: { username: string; link: string; duration: string; linked?: { method: string; name: string } };
  register_existing: { username: string; loginLink: string };
  reset: { username: string; link: string; duration: string };
  email_change_confirm: { username: string; link: string; duration: string };
  email_change_notice: { username: string; newEmail: string; loginLink: string };
  email_change_existing: { username: string; loginLink: string };
  password_changed: { username: string; loginLink: string };
  link_added: { username: string; method: string; name: string; loginLink: string };
  link_removed: { username: string; method: string; name: string; loginLink: string };
  reauth_code: { username: string; code: string; duration: string };
}

interface Template<P> {
  subject: string;
  /** Paragraphs after the greeting. */
  body: (params: P) => string[];
}

interface LocaleTexts {
  greeting: (username: string) => string;
  signOff: string;
  footer: string;
  mails: { [K in MailKind]: Template<MailParams[K]> };
}

const english: LocaleTexts = {
  greeting: (username) => `Hello ${username},`,
  signOff: 'The Mynacon team',
  footer: 'This email was sent automatically. Please do not reply to it.',
  mails: {
    confirm: {
      subject: 'Confirm your Mynacon account',
      body: ({ link, duration, linked }) => [
        'Thank you for creating your Mynacon account. Confirm your email address by opening this link:',
        link,
        `The link is valid for ${duration}. If you did not create this account, you can ignore this email: the account stays inactive.`,
        ...(linked === undefined
          ? []
          : [
              `The ${linked.method} account “${linked.name}” was used to create this account. Once you confirm your address, the page asks whether to keep it as a way to sign in: keep it only if it is yours.`,
            ]),
      ],
    },
    register_existing: {
      subject: 'Someone tried to register with your email address',
      body: ({ loginLink }) => [
        'Someone tried to create a new Mynacon account with this email address, which already belongs to your account. If it was you, sign in with your existing account:',
        loginLink,
        'If you do not remember your password, choose "Forgot password" on the sign-in page to reset it. If it was not you, you do not need to do anything: your account has not changed.',
      ],
    },
    reset: {
      subject: 'Reset your Mynacon password',
      body: ({ link, duration }) => [
        'We received a request to reset the password of your Mynacon account. Choose a new password by opening this link:',
        link,
        `The link is valid for ${duration} and works once. If you did not ask for this, ignore this email: your password stays the same.`,
      ],
    },
    email_change_confirm: {
      subject: 'Confirm your new email address',
      body: ({ link, duration }) => [
        'You asked to use this address for your Mynacon account. Confirm the change by opening this link:',
        link,
        `The link is valid for ${duration}. Until you confirm, your account keeps its current address. If you did not ask for this, ignore this email.`,
      ],
    },
    email_change_notice: {
      subject: 'A change of your email address was requested',
      body: ({ newEmail, loginLink }) => [
        `Someone asked to change the email address of your Mynacon account to ${newEmail}. The change only happens once it is confirmed from that address.`,
        'If it was not you, reset your password now from the sign-in page and contact support:',
        loginLink,
      ],
    },
    email_change_existing: {
      subject: 'Someone tried to use your email address',
      body: ({ loginLink }) => [
        'Someone tried to move another Mynacon account to this email address, which already belongs to your account. Nothing has changed for your account and you do not need to do anything.',
        'If you are worried, change your password from the sign-in page:',
        loginLink,
      ],
    },
    password_changed: {
      subject: 'Your Mynacon password was changed',
      body: ({ loginLink }) => [
        'The password of your Mynacon account has just been changed. If it was you, there is nothing to do. If it was not, reset your password at once from the sign-in page and contact support:',
        loginLink,
      ],
    },
    link_added: {
      subject: 'An account was linked to your Mynacon account',
      body: ({ method, name, loginLink }) => [
        `The ${method} account “${name}” was linked to your Mynacon account and can now sign you in. If it was you, there is nothing to do. If it was not, unlink it on your account page, reset your password from the sign-in page and contact support:`,
        loginLink,
      ],
    },
    link_removed: {
      subject: 'An account was unlinked from your Mynacon account',
      body: ({ method, name, loginLink }) => [
        `The ${method} account “${name}” was unlinked from your Mynacon account and can no longer sign you in. If it was not you, reset your password from the sign-in page and contact support:`,
        loginLink,
      ],
    },
    reauth_code: {
      subject: 'Your Mynacon security code',
      body: ({ code, duration }) => [
        `Enter this code to confirm that it is you: ${code}`,
        `The code is valid for ${duration} and works once. If you did not ask for it, ignore this email and do not share the code with anyone.`,
      ],
    },
  },
};

const french: LocaleTexts = {
  greeting: (username) => `Bonjour ${username},`,
  signOff: "L'équipe Mynacon",
  footer: 'Cet e-mail a été envoyé automatiquement. Merci de ne pas y répondre.',
  mails: {
    confirm: {
      subject: 'Confirmez votre compte Mynacon',
      body: ({ link, duration, linked }) => [
        "Merci d'avoir créé votre compte Mynacon. Confirmez votre adresse e-mail en ouvrant ce lien :",
        link,
        `Ce lien est valable ${duration}. Si vous n'avez pas créé ce compte, ignorez cet e-mail : le compte restera inactif.`,
        ...(linked === undefined
          ? []
          : [
              `Le compte ${linked.method} « ${linked.name} » a servi à créer ce compte. Une fois votre adresse confirmée, la page vous demande s'il faut le garder pour vous connecter : ne le gardez que s'il est à vous.`,
            ]),
      ],
    },
    register_existing: {
      subject: "Tentative d'inscription avec votre adresse e-mail",
      body: ({ loginLink }) => [
        "Quelqu'un a essayé de créer un nouveau compte Mynacon avec cette adresse e-mail, qui appartient déjà à votre compte. Si c'était vous, connectez-vous avec votre compte existant :",
        loginLink,
        "Si vous avez oublié votre mot de passe, choisissez « Mot de passe oublié » sur la page de connexion pour le réinitialiser. Si ce n'était pas vous, vous n'avez rien à faire : votre compte n'a pas changé.",
      ],
    },
    reset: {
      subject: 'Réinitialisez votre mot de passe Mynacon',
      body: ({ link, duration }) => [
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Mynacon. Choisissez un nouveau mot de passe en ouvrant ce lien :',
        link,
        `Ce lien est valable ${duration} et ne sert qu'une fois. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.`,
      ],
    },
    email_change_confirm: {
      subject: 'Confirmez votre nouvelle adresse e-mail',
      body: ({ link, duration }) => [
        'Vous avez demandé à utiliser cette adresse pour votre compte Mynacon. Confirmez le changement en ouvrant ce lien :',
        link,
        `Ce lien est valable ${duration}. Tant que vous n'avez pas confirmé, votre compte garde son adresse actuelle. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail.`,
      ],
    },
    email_change_notice: {
      subject: 'Demande de changement de votre adresse e-mail',
      body: ({ newEmail, loginLink }) => [
        `Quelqu'un a demandé à remplacer l'adresse e-mail de votre compte Mynacon par ${newEmail}. Le changement n'aura lieu qu'après confirmation depuis cette adresse.`,
        "Si ce n'était pas vous, réinitialisez dès maintenant votre mot de passe depuis la page de connexion et contactez le support :",
        loginLink,
      ],
    },
    email_change_existing: {
      subject: "Tentative d'utilisation de votre adresse e-mail",
      body: ({ loginLink }) => [
        "Quelqu'un a essayé d'associer un autre compte Mynacon à cette adresse e-mail, qui appartient déjà à votre compte. Rien n'a changé pour votre compte et vous n'avez rien à faire.",
        'En cas de doute, changez votre mot de passe depuis la page de connexion :',
        loginLink,
      ],
    },
    password_changed: {
      subject: 'Votre mot de passe Mynacon a été modifié',
      body: ({ loginLink }) => [
        "Le mot de passe de votre compte Mynacon vient d'être modifié. Si c'était vous, vous n'avez rien à faire. Sinon, réinitialisez immédiatement votre mot de passe depuis la page de connexion et contactez le support :",
        loginLink,
      ],
    },
    link_added: {
      subject: 'Un compte a été lié à votre compte Mynacon',
      body: ({ method, name, loginLink }) => [
        `Le compte ${method} « ${name} » a été lié à votre compte Mynacon et permet désormais de vous connecter. Si c'était vous, vous n'avez rien à faire. Sinon, dissociez-le depuis la page de votre compte, réinitialisez votre mot de passe depuis la page de connexion et contactez le support :`,
        loginLink,
      ],
    },
    link_removed: {
      subject: 'Un compte a été dissocié de votre compte Mynacon',
      body: ({ method, name, loginLink }) => [
        `Le compte ${method} « ${name} » a été dissocié de votre compte Mynacon et ne permet plus de vous connecter. Si ce n'était pas vous, réinitialisez votre mot de passe depuis la page de connexion et contactez le support :`,
        loginLink,
      ],
    },
    reauth_code: {
      subject: 'Votre code de sécurité Mynacon',
      body: ({ code, duration }) => [
        `Saisissez ce code pour confirmer qu'il s'agit bien de vous : ${code}`,
        `Ce code est valable ${duration} et ne sert qu'une fois. Si vous ne l'avez pas demandé, ignorez cet e-mail et ne communiquez ce code à personne.`,
      ],
    },
  },
};

const dutch: LocaleTexts = {
  greeting: (username) => `Hallo ${username},`,
  signOff: 'Het Mynacon-team',
  footer: 'Deze e-mail is automatisch verstuurd. Je kunt er niet op antwoorden.',
  mails: {
    confirm: {
      subject: 'Bevestig je Mynacon-account',
      body: ({ link, duration, linked }) => [
        'Bedankt voor het aanmaken van je Mynacon-account. Bevestig je e-mailadres door deze link te openen:',
        link,
        `De link is ${duration} geldig. Heb je dit account niet aangemaakt? Dan kun je deze e-mail negeren: het account blijft inactief.`,
        ...(linked === undefined
          ? []
          : [
              `Het ${linked.method}-account ‘${linked.name}’ is gebruikt om dit account aan te maken. Zodra je je adres hebt bevestigd, vraagt de pagina of je het wilt houden om mee in te loggen: houd het alleen als het van jou is.`,
            ]),
      ],
    },
    register_existing: {
      subject: 'Iemand probeerde zich te registreren met je e-mailadres',
      body: ({ loginLink }) => [
        'Iemand probeerde een nieuw Mynacon-account aan te maken met dit e-mailadres, dat al bij jouw account hoort. Was jij dat? Log dan in met je bestaande account:',
        loginLink,
        "Weet je je wachtwoord niet meer? Kies dan 'Wachtwoord vergeten' op de inlogpagina om het opnieuw in te stellen. Was jij het niet? Dan hoef je niets te doen: er is niets aan je account veranderd.",
      ],
    },
    reset: {
      subject: 'Stel je Mynacon-wachtwoord opnieuw in',
      body: ({ link, duration }) => [
        'We hebben een verzoek ontvangen om het wachtwoord van je Mynacon-account opnieuw in te stellen. Kies een nieuw wachtwoord door deze link te openen:',
        link,
        `De link is ${duration} geldig en werkt één keer. Heb je dit niet aangevraagd? Negeer deze e-mail dan: je wachtwoord blijft hetzelfde.`,
      ],
    },
    email_change_confirm: {
      subject: 'Bevestig je nieuwe e-mailadres',
      body: ({ link, duration }) => [
        'Je hebt gevraagd om dit adres te gebruiken voor je Mynacon-account. Bevestig de wijziging door deze link te openen:',
        link,
        `De link is ${duration} geldig. Totdat je bevestigt, houdt je account het huidige adres. Heb je dit niet aangevraagd? Negeer deze e-mail dan.`,
      ],
    },
    email_change_notice: {
      subject: 'Er is gevraagd je e-mailadres te wijzigen',
      body: ({ newEmail, loginLink }) => [
        `Iemand heeft gevraagd het e-mailadres van je Mynacon-account te wijzigen in ${newEmail}. De wijziging gaat pas in nadat die vanaf dat adres is bevestigd.`,
        'Was jij dit niet? Stel dan nu je wachtwoord opnieuw in via de inlogpagina en neem contact op met support:',
        loginLink,
      ],
    },
    email_change_existing: {
      subject: 'Iemand probeerde je e-mailadres te gebruiken',
      body: ({ loginLink }) => [
        'Iemand probeerde een ander Mynacon-account aan dit e-mailadres te koppelen, dat al bij jouw account hoort. Er is niets aan je account veranderd en je hoeft niets te doen.',
        'Twijfel je? Wijzig dan je wachtwoord via de inlogpagina:',
        loginLink,
      ],
    },
    password_changed: {
      subject: 'Je Mynacon-wachtwoord is gewijzigd',
      body: ({ loginLink }) => [
        'Het wachtwoord van je Mynacon-account is zojuist gewijzigd. Was jij dat? Dan hoef je niets te doen. Zo niet, stel dan direct je wachtwoord opnieuw in via de inlogpagina en neem contact op met support:',
        loginLink,
      ],
    },
    link_added: {
      subject: 'Er is een account aan je Mynacon-account gekoppeld',
      body: ({ method, name, loginLink }) => [
        `Het ${method}-account ‘${name}’ is aan je Mynacon-account gekoppeld en kan je nu laten inloggen. Was jij dat? Dan hoef je niets te doen. Zo niet, ontkoppel het op je accountpagina, stel je wachtwoord opnieuw in via de inlogpagina en neem contact op met support:`,
        loginLink,
      ],
    },
    link_removed: {
      subject: 'Er is een account van je Mynacon-account ontkoppeld',
      body: ({ method, name, loginLink }) => [
        `Het ${method}-account ‘${name}’ is van je Mynacon-account ontkoppeld en kan je niet meer laten inloggen. Was jij dat niet? Stel dan je wachtwoord opnieuw in via de inlogpagina en neem contact op met support:`,
        loginLink,
      ],
    },
    reauth_code: {
      subject: 'Je Mynacon-beveiligingscode',
      body: ({ code, duration }) => [
        `Voer deze code in om te bevestigen dat jij het bent: ${code}`,
        `De code is ${duration} geldig en werkt één keer. Heb je er niet om gevraagd? Negeer deze e-mail dan en deel de code met niemand.`,
      ],
    },
  },
};

const spanish: LocaleTexts = {
  greeting: (username) => `Hola, ${username}:`,
  signOff: 'El equipo de Mynacon',
  footer: 'Este correo se ha enviado automáticamente. No respondas a este mensaje.',
  mails: {
    confirm: {
      subject: 'Confirma tu cuenta de Mynacon',
      body: ({ link, duration, linked }) => [
        'Gracias por crear tu cuenta de Mynacon. Confirma tu dirección de correo electrónico abriendo este enlace:',
        link,
        `El enlace es válido durante ${duration}. Si no has creado esta cuenta, ignora este correo: la cuenta seguirá inactiva.`,
        ...(linked === undefined
          ? []
          : [
              `La cuenta de ${linked.method} «${linked.name}» se usó para crear esta cuenta. Cuando confirmes tu dirección, la página te preguntará si quieres conservarla para iniciar sesión: consérvala solo si es tuya.`,
            ]),
      ],
    },
    register_existing: {
      subject: 'Alguien ha intentado registrarse con tu dirección de correo',
      body: ({ loginLink }) => [
        'Alguien ha intentado crear una cuenta nueva de Mynacon con esta dirección de correo electrónico, que ya pertenece a tu cuenta. Si has sido tú, inicia sesión con tu cuenta actual:',
        loginLink,
        'Si no recuerdas tu contraseña, elige «He olvidado mi contraseña» en la página de inicio de sesión para restablecerla. Si no has sido tú, no tienes que hacer nada: tu cuenta no ha cambiado.',
      ],
    },
    reset: {
      subject: 'Restablece tu contraseña de Mynacon',
      body: ({ link, duration }) => [
        'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Mynacon. Elige una contraseña nueva abriendo este enlace:',
        link,
        `El enlace es válido durante ${duration} y solo puede usarse una vez. Si no lo has solicitado, ignora este correo: tu contraseña no cambiará.`,
      ],
    },
    email_change_confirm: {
      subject: 'Confirma tu nueva dirección de correo',
      body: ({ link, duration }) => [
        'Has pedido usar esta dirección para tu cuenta de Mynacon. Confirma el cambio abriendo este enlace:',
        link,
        `El enlace es válido durante ${duration}. Hasta que lo confirmes, tu cuenta conserva su dirección actual. Si no lo has solicitado, ignora este correo.`,
      ],
    },
    email_change_notice: {
      subject: 'Se ha solicitado cambiar tu dirección de correo',
      body: ({ newEmail, loginLink }) => [
        `Alguien ha pedido cambiar la dirección de correo electrónico de tu cuenta de Mynacon a ${newEmail}. El cambio solo se hará cuando se confirme desde esa dirección.`,
        'Si no has sido tú, restablece ahora tu contraseña desde la página de inicio de sesión y ponte en contacto con el servicio de asistencia:',
        loginLink,
      ],
    },
    email_change_existing: {
      subject: 'Alguien ha intentado usar tu dirección de correo',
      body: ({ loginLink }) => [
        'Alguien ha intentado asociar otra cuenta de Mynacon a esta dirección de correo electrónico, que ya pertenece a tu cuenta. Tu cuenta no ha cambiado y no tienes que hacer nada.',
        'Si te preocupa, cambia tu contraseña desde la página de inicio de sesión:',
        loginLink,
      ],
    },
    password_changed: {
      subject: 'Se ha cambiado tu contraseña de Mynacon',
      body: ({ loginLink }) => [
        'Se acaba de cambiar la contraseña de tu cuenta de Mynacon. Si has sido tú, no tienes que hacer nada. Si no, restablece tu contraseña de inmediato desde la página de inicio de sesión y ponte en contacto con el servicio de asistencia:',
        loginLink,
      ],
    },
    link_added: {
      subject: 'Se ha vinculado una cuenta a tu cuenta de Mynacon',
      body: ({ method, name, loginLink }) => [
        `La cuenta de ${method} «${name}» se ha vinculado a tu cuenta de Mynacon y ya puede iniciar sesión en ella. Si has sido tú, no tienes que hacer nada. Si no, desvincúlala en la página de tu cuenta, restablece tu contraseña desde la página de inicio de sesión y ponte en contacto con el servicio de asistencia:`,
        loginLink,
      ],
    },
    link_removed: {
      subject: 'Se ha desvinculado una cuenta de tu cuenta de Mynacon',
      body: ({ method, name, loginLink }) => [
        `La cuenta de ${method} «${name}» se ha desvinculado de tu cuenta de Mynacon y ya no puede iniciar sesión en ella. Si no has sido tú, restablece tu contraseña desde la página de inicio de sesión y ponte en contacto con el servicio de asistencia:`,
        loginLink,
      ],
    },
    reauth_code: {
      subject: 'Tu código de seguridad de Mynacon',
      body: ({ code, duration }) => [
        `Introduce este código para confirmar que eres tú: ${code}`,
        `El código es válido durante ${duration} y solo funciona una vez. Si no lo has pedido, ignora este correo y no compartas el código con nadie.`,
      ],
    },
  },
};

const german: LocaleTexts = {
  greeting: (username) => `Hallo ${username},`,
  signOff: 'Dein Mynacon-Team',
  footer: 'Diese E-Mail wurde automatisch versendet. Bitte antworte nicht darauf.',
  mails: {
    confirm: {
      subject: 'Bestätige dein Mynacon-Konto',
      body: ({ link, duration, linked }) => [
        'danke, dass du ein Mynacon-Konto erstellt hast. Bestätige deine E-Mail-Adresse, indem du diesen Link öffnest:',
        link,
        `Der Link ist ${duration} gültig. Wenn du dieses Konto nicht erstellt hast, ignoriere diese E-Mail: Das Konto bleibt inaktiv.`,
        ...(linked === undefined
          ? []
          : [
              `Das ${linked.method}-Konto „${linked.name}“ wurde verwendet, um dieses Konto zu erstellen. Sobald du deine Adresse bestätigt hast, fragt dich die Seite, ob du es zum Anmelden behalten möchtest: Behalte es nur, wenn es dir gehört.`,
            ]),
      ],
    },
    register_existing: {
      subject: 'Jemand wollte sich mit deiner E-Mail-Adresse registrieren',
      body: ({ loginLink }) => [
        'jemand hat versucht, mit dieser E-Mail-Adresse ein neues Mynacon-Konto zu erstellen. Die Adresse gehört bereits zu deinem Konto. Warst du das, melde dich mit deinem bestehenden Konto an:',
        loginLink,
        'Falls du dein Passwort vergessen hast, wähle auf der Anmeldeseite „Passwort vergessen“, um es zurückzusetzen. Warst du es nicht, musst du nichts tun: An deinem Konto hat sich nichts geändert.',
      ],
    },
    reset: {
      subject: 'Setze dein Mynacon-Passwort zurück',
      body: ({ link, duration }) => [
        'wir haben eine Anfrage erhalten, das Passwort deines Mynacon-Kontos zurückzusetzen. Wähle ein neues Passwort, indem du diesen Link öffnest:',
        link,
        `Der Link ist ${duration} gültig und funktioniert nur einmal. Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.`,
      ],
    },
    email_change_confirm: {
      subject: 'Bestätige deine neue E-Mail-Adresse',
      body: ({ link, duration }) => [
        'du möchtest diese Adresse für dein Mynacon-Konto verwenden. Bestätige die Änderung, indem du diesen Link öffnest:',
        link,
        `Der Link ist ${duration} gültig. Bis zur Bestätigung behält dein Konto seine bisherige Adresse. Wenn du das nicht angefordert hast, ignoriere diese E-Mail.`,
      ],
    },
    email_change_notice: {
      subject: 'Änderung deiner E-Mail-Adresse angefordert',
      body: ({ newEmail, loginLink }) => [
        `jemand hat angefordert, die E-Mail-Adresse deines Mynacon-Kontos in ${newEmail} zu ändern. Die Änderung wird erst wirksam, wenn sie von dieser Adresse aus bestätigt wird.`,
        'Warst du das nicht, setze jetzt über die Anmeldeseite dein Passwort zurück und wende dich an den Support:',
        loginLink,
      ],
    },
    email_change_existing: {
      subject: 'Jemand wollte deine E-Mail-Adresse verwenden',
      body: ({ loginLink }) => [
        'jemand hat versucht, ein anderes Mynacon-Konto mit dieser E-Mail-Adresse zu verknüpfen. Die Adresse gehört bereits zu deinem Konto. An deinem Konto hat sich nichts geändert, und du musst nichts tun.',
        'Wenn du unsicher bist, ändere dein Passwort über die Anmeldeseite:',
        loginLink,
      ],
    },
    password_changed: {
      subject: 'Dein Mynacon-Passwort wurde geändert',
      body: ({ loginLink }) => [
        'das Passwort deines Mynacon-Kontos wurde soeben geändert. Warst du das, musst du nichts tun. Andernfalls setze dein Passwort sofort über die Anmeldeseite zurück und wende dich an den Support:',
        loginLink,
      ],
    },
    link_added: {
      subject: 'Ein Konto wurde mit deinem Mynacon-Konto verknüpft',
      body: ({ method, name, loginLink }) => [
        `das ${method}-Konto „${name}“ wurde mit deinem Mynacon-Konto verknüpft und kann dich jetzt anmelden. Warst du das, musst du nichts tun. Andernfalls hebe die Verknüpfung auf deiner Kontoseite auf, setze dein Passwort über die Anmeldeseite zurück und wende dich an den Support:`,
        loginLink,
      ],
    },
    link_removed: {
      subject: 'Eine Verknüpfung mit deinem Mynacon-Konto wurde aufgehoben',
      body: ({ method, name, loginLink }) => [
        `die Verknüpfung des ${method}-Kontos „${name}“ mit deinem Mynacon-Konto wurde aufgehoben; es kann dich nicht mehr anmelden. Warst du das nicht, setze dein Passwort über die Anmeldeseite zurück und wende dich an den Support:`,
        loginLink,
      ],
    },
    reauth_code: {
      subject: 'Dein Mynacon-Sicherheitscode',
      body: ({ code, duration }) => [
        `gib diesen Code ein, um zu bestätigen, dass du es bist: ${code}`,
        `Der Code ist ${duration} gültig und funktioniert einmal. Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail und gib den Code an niemanden weiter.`,
      ],
    },
  },
};

const italian: LocaleTexts = {
  greeting: (username) => `Ciao ${username},`,
  signOff: 'Il team Mynacon',
  footer: 'Questa email è stata inviata automaticamente. Non rispondere a questo messaggio.',
  mails: {
    confirm: {
      subject: 'Conferma il tuo account Mynacon',
      body: ({ link, duration, linked }) => [
        'grazie per aver creato il tuo account Mynacon. Conferma il tuo indirizzo email aprendo questo link:',
        link,
        `Il link è valido per ${duration}. Se non hai creato tu questo account, ignora questa email: l'account resterà inattivo.`,
        ...(linked === undefined
          ? []
          : [
              `L'account ${linked.method} «${linked.name}» è stato usato per creare questo account. Dopo la conferma del tuo indirizzo, la pagina ti chiede se tenerlo per accedere: tienilo solo se è tuo.`,
            ]),
      ],
    },
    register_existing: {
      subject: 'Qualcuno ha provato a registrarsi con il tuo indirizzo email',
      body: ({ loginLink }) => [
        'qualcuno ha provato a creare un nuovo account Mynacon con questo indirizzo email, che appartiene già al tuo account. Se sei stato tu, accedi con il tuo account esistente:',
        loginLink,
        'Se non ricordi la password, scegli "Password dimenticata" nella pagina di accesso per reimpostarla. Se non sei stato tu, non devi fare nulla: il tuo account non è cambiato.',
      ],
    },
    reset: {
      subject: 'Reimposta la tua password Mynacon',
      body: ({ link, duration }) => [
        'abbiamo ricevuto una richiesta di reimpostazione della password del tuo account Mynacon. Scegli una nuova password aprendo questo link:',
        link,
        `Il link è valido per ${duration} e funziona una sola volta. Se non hai fatto tu questa richiesta, ignora questa email: la tua password non cambierà.`,
      ],
    },
    email_change_confirm: {
      subject: 'Conferma il tuo nuovo indirizzo email',
      body: ({ link, duration }) => [
        'hai chiesto di usare questo indirizzo per il tuo account Mynacon. Conferma la modifica aprendo questo link:',
        link,
        `Il link è valido per ${duration}. Finché non confermi, il tuo account mantiene l'indirizzo attuale. Se non hai fatto tu questa richiesta, ignora questa email.`,
      ],
    },
    email_change_notice: {
      subject: 'È stata richiesta la modifica del tuo indirizzo email',
      body: ({ newEmail, loginLink }) => [
        `qualcuno ha chiesto di cambiare l'indirizzo email del tuo account Mynacon in ${newEmail}. La modifica avverrà solo dopo la conferma da quell'indirizzo.`,
        "Se non sei stato tu, reimposta subito la password dalla pagina di accesso e contatta l'assistenza:",
        loginLink,
      ],
    },
    email_change_existing: {
      subject: 'Qualcuno ha provato a usare il tuo indirizzo email',
      body: ({ loginLink }) => [
        'qualcuno ha provato ad associare un altro account Mynacon a questo indirizzo email, che appartiene già al tuo account. Il tuo account non è cambiato e non devi fare nulla.',
        'Se hai dubbi, cambia la password dalla pagina di accesso:',
        loginLink,
      ],
    },
    password_changed: {
      subject: 'La tua password Mynacon è stata modificata',
      body: ({ loginLink }) => [
        "la password del tuo account Mynacon è stata appena modificata. Se sei stato tu, non devi fare nulla. Altrimenti reimposta subito la password dalla pagina di accesso e contatta l'assistenza:",
        loginLink,
      ],
    },
    link_added: {
      subject: 'Un account è stato collegato al tuo account Mynacon',
      body: ({ method, name, loginLink }) => [
        `l'account ${method} «${name}» è stato collegato al tuo account Mynacon e ora può farti accedere. Se sei stato tu, non devi fare nulla. Altrimenti scollegalo dalla pagina del tuo account, reimposta la password dalla pagina di accesso e contatta l'assistenza:`,
        loginLink,
      ],
    },
    link_removed: {
      subject: 'Un account è stato scollegato dal tuo account Mynacon',
      body: ({ method, name, loginLink }) => [
        `l'account ${method} «${name}» è stato scollegato dal tuo account Mynacon e non può più farti accedere. Se non sei stato tu, reimposta la password dalla pagina di accesso e contatta l'assistenza:`,
        loginLink,
      ],
    },
    reauth_code: {
      subject: 'Il tuo codice di sicurezza Mynacon',
      body: ({ code, duration }) => [
        `inserisci questo codice per confermare che sei tu: ${code}`,
        `Il codice è valido per ${duration} e funziona una sola volta. Se non l'hai richiesto, ignora questa email e non condividere il codice con nessuno.`,
      ],
    },
  },
};

/** The mail texts of the 7 portal locales. English is the same in both English stores. */
export const mailTexts: Record<LocaleCode, LocaleTexts> = {
  'en-GB': english,
  'en-US': english,
  'fr-FR': french,
  'nl-NL': dutch,
  'es-ES': spanish,
  'de-DE': german,
  'it-IT': italian,
};

/** A link's lifetime in words of the locale: whole hours when it is a whole number of them, minutes otherwise. */
export function formatDuration(seconds: number, locale: LocaleCode): string {
  const [value, unit] =
    seconds % 3600 === 0 ? [seconds / 3600, 'hour'] : [Math.max(1, Math.round(seconds / 60)), 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** Subject and plain text of one mail in one locale. */
export function renderMail<K extends MailKind>(
  kind: K,
  locale: LocaleCode,
  params: MailParams[K],
): { subject: string; text: string } {
  const texts = mailTexts[locale];
  const template = texts.mails[kind] as Template<MailParams[K]>;
  const text = [texts.greeting(params.username), ...template.body(params), texts.signOff].join('\n\n');
  return { subject: template.subject, text: `${text}\n\n-- \n${texts.footer}\n` };
}

/** `p***@example.com`: enough for the owner to recognise an address, not enough to hand it to a stranger. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${[...email.slice(0, at)][0]}***${email.slice(at)}`;
}
