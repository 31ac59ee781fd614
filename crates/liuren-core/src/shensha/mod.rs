//! 神煞 Shénshà — the spirits and baleful stars of the first seed text (卷中 星煞), and its other tables.
