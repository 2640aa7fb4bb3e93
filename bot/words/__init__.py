"""What users read: the Fluent catalogue, languages, plurals, numbers, wording, refusals.
No discord here: sessions and presenters use it."""
