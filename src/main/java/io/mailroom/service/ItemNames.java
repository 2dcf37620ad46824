package io.mailroom.service;

/** The names a person gives the things Mailroom keeps for them (drafts, segments): one line of text, not too long. */
public final class ItemNames {

    private ItemNames() {
    }

    /**
     * Checks a name: non-blank, one line, at most {@code maxLength} characters; returns it stripped.
     *
     * @param kind what is named, for the message: "draft", "segment"
     * @throws IllegalArgumentException saying which rule the name breaks
     */
    public static String check(String name, String kind, int maxLength) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a " + kind + " needs a name");
        }
        String stripped = name.strip();
        if (stripped.codePoints().anyMatch(Character::isISOControl)) {
            throw new IllegalArgumentException("a " + kind + "'s name must be one line of text");
        }
        if (stripped.length() > maxLength) {
            throw new IllegalArgumentException("a " + kind + "'s name must be at most " + maxLength + " characters");
        }
        return stripped;
    }
}
