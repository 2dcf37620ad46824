package io.mailroom.service;

/** The names a person gives the things Mailroom keeps for them (drafts, segments): one line of text, not too long. */
public final class ItemNames {

    private ItemNames() {
    }

    /** The rule a name breaks. */
    public enum Rule {
        /** Empty, or only spaces. */
        BLANK,
        /** It holds a line break or another control character. */
        NOT_ONE_LINE,
        /** Longer than the most allowed. */
        TOO_LONG
    }

    /**
     * A name refused, with the rule it breaks as data for the desktop app to word; the message is
     * the command line's English.
     */
    public static final class RefusedException extends IllegalArgumentException {

        private final Rule rule;
        private final int maxLength;

        RefusedException(Rule rule, int maxLength, String message) {
            super(message);
            this.rule = rule;
            this.maxLength = maxLength;
        }

        public Rule rule() {
            return rule;
        }

        /** The most characters a name of its kind may have. */
        public int maxLength() {
            return maxLength;
        }
    }

    /**
     * Checks a name: non-blank, one line, at most {@code maxLength} characters; returns it stripped.
     *
     * @param kind what is named, for the message: "draft", "segment"
     * @throws RefusedException saying which rule the name breaks
     */
    public static String check(String name, String kind, int maxLength) {
        if (name == null || name.isBlank()) {
            throw new RefusedException(Rule.BLANK, maxLength, "a " + kind + " needs a name");
        }
        String stripped = name.strip();
        if (stripped.codePoints().anyMatch(Character::isISOControl)) {
            throw new RefusedException(Rule.NOT_ONE_LINE, maxLength, "a " + kind + "'s name must be one line of text");
        }
        if (stripped.length() > maxLength) {
            throw new RefusedException(Rule.TOO_LONG, maxLength, "a " + kind + "'s name must be at most " + maxLength + " characters");
        }
        return stripped;
    }
}
