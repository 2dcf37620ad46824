package io.mailroom.service.transfer;

import java.util.Arrays;
import java.util.Optional;

/** What separates the fields of an exported CSV: a comma, or a semicolon or tab for spreadsheets set to a language whose decimal mark is the comma. */
public enum ExportDelimiter {
    COMMA(','),
    SEMICOLON(';'),
    TAB('\t');

    private final char character;

    ExportDelimiter(char character) {
        this.character = character;
    }

    public char character() {
        return character;
    }

    /** The delimiter written as {@code text}: the character itself, or {@code tab} (a tab is awkward to type on a command line). */
    public static Optional<ExportDelimiter> of(String text) {
        if ("tab".equalsIgnoreCase(text)) {
            return Optional.of(TAB);
        }
        return Arrays.stream(values()).filter(delimiter -> text.length() == 1 && text.charAt(0) == delimiter.character).findFirst();
    }
}
