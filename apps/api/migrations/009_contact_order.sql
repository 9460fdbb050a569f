-- The order a contact message is about, when the player gives one ('NA', 2 to 4 letters or digits, 9 digits).

alter table contact_messages add column order_id text;
