package io.mailroom.docs;

import java.util.Locale;

/** The email the screenshot tour writes to a contact, in the language of the app it is written in. */
record Letter(Locale language, String subject, String body) {

    static Letter in(Locale language) {
        return switch (language.getLanguage()) {
            case "de" -> new Letter(language, "Ihr VIP-Upgrade, {{firstName}}",
                    "<h2>Willkommen im VIP-Club, {{firstName}}!</h2>\n"
                    + "<p>Alle bei <b>{{company}}</b> erhalten ab sofort bevorzugten Support und früheren Zugang zu neuen Funktionen.</p>\n"
                    + "<p>Fragen? Antworten Sie einfach auf diese E-Mail.</p>\n<p>Ihr Mailroom-Supportteam</p>");
            case "fr" -> new Letter(language, "Votre passage VIP, {{firstName}}",
                    "<h2>Bienvenue au club VIP, {{firstName}} !</h2>\n"
                    + "<p>Toute l’équipe de <b>{{company}}</b> bénéficie désormais d’un support prioritaire et d’un accès anticipé aux nouveautés.</p>\n"
                    + "<p>Une question ? Répondez simplement à cet e-mail.</p>\n<p>L’équipe support de Mailroom</p>");
            default -> new Letter(Locale.ENGLISH, "Your VIP upgrade, {{firstName}}",
                    "<h2>Welcome to the VIP club, {{firstName}}!</h2>\n"
                    + "<p>Everyone at <b>{{company}}</b> now gets priority support and early access to new features.</p>\n"
                    + "<p>Questions? Just reply to this email.</p>\n<p>The Mailroom support team</p>");
        };
    }
}
