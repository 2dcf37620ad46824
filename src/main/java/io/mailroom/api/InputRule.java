package io.mailroom.api;

import java.util.List;
import java.util.Locale;

/**
 * Why an input was refused, as data: the desktop app words it in the person's language, the
 * command line in the English of {@link #english}. Each constant says which details an
 * {@link InvalidInputException} of that reason carries, in order.
 */
public enum InputRule {
    /** Blank where a value is needed. No details. */
    REQUIRED,
    /** Not an email address a service could take. No details. */
    NOT_AN_EMAIL,
    /** Longer than allowed. Details: the limit in characters (Integer). */
    TOO_LONG,
    /** A body longer than allowed. Details: the limit and the length, in characters (Integer, Integer). */
    TOO_MANY_CHARACTERS,
    /** A body file longer than a body may be. Details: the limit in characters (Integer), the file as given (String). */
    FILE_TOO_LONG,
    /** Neither of the contact statuses. No details. */
    NOT_A_STATUS,
    /** Not a day and month. No details. */
    BIRTHDAY_FORMAT,
    /** A day and month that cannot exist (31/04). No details. */
    NO_SUCH_DATE,
    /** Not a whole number of 0 or more. No details. */
    NOT_A_WHOLE_NUMBER,
    /** A whole number above the largest allowed. Details: the largest allowed (Integer). */
    NUMBER_TOO_LARGE,
    /** A key of {@code data} outside the eight the service accepts. Details: the allowed keys (List of String). */
    UNKNOWN_DATA_KEY,
    /** More than one line. No details. */
    SINGLE_LINE,
    /** A control character. Details: its code point and its position, from 1 (Integer, Integer). */
    CONTROL_CHARACTER,
    /** A control character other than a tab or a line break. Details: its code point and its line, from 1 (Integer, Long). */
    CONTROL_CHARACTER_ON_LINE,
    /** Below the least allowed. Details: the least allowed (Integer). */
    AT_LEAST,
    /** Outside a range. Details: the least and the most allowed (Integer, Integer). */
    OUT_OF_RANGE,
    /** Not an absolute http or https URL. No details. */
    NOT_AN_ABSOLUTE_URL,
    /** A URL with a user name or password in it. No details. */
    URL_WITH_CREDENTIALS,
    /** A URL with a query or fragment. No details. */
    URL_WITH_QUERY,
    /** A plain-http URL of a host that is not loopback. No details. */
    URL_NOT_HTTPS,
    /** An API key with spaces or characters that are not visible ASCII. No details. */
    KEY_CHARACTERS,
    /** A rate limit below the least. Details: the least, in requests per second (Integer). */
    RATE_TOO_LOW,
    /** A timeout of zero or less. No details. */
    TIMEOUT_NOT_POSITIVE,
    /** Several addresses where the service takes one recipient. No details. */
    ONE_RECIPIENT,
    /** Placeholders with no value for this recipient. Details: their names, without braces (List of String). */
    UNFILLED_PLACEHOLDERS;

    /**
     * The rule in English, as the command line and the logs say it: "must be at most 255 characters".
     * The desktop app words the reason and details itself, in the person's language.
     */
    public String english(List<?> details) {
        return switch (this) {
            case REQUIRED -> "is required";
            case NOT_AN_EMAIL -> InputRules.EMAIL_RULE;
            case TOO_LONG -> "must be at most " + details.get(0) + " characters";
            case TOO_MANY_CHARACTERS -> String.format(Locale.ROOT, "must be at most %,d characters; it has %,d", details.get(0), details.get(1));
            case FILE_TOO_LONG -> String.format(Locale.ROOT, "must be at most %,d characters; %s holds more", details.get(0), details.get(1));
            case NOT_A_STATUS -> "must be Confirmed or Unsubscribed";
            case BIRTHDAY_FORMAT -> InputRules.BIRTHDAY_RULE;
            case NO_SUCH_DATE -> InputRules.BIRTHDAY_RULE + " (no such date)";
            case NOT_A_WHOLE_NUMBER -> InputRules.VIP_RULE;
            case NUMBER_TOO_LARGE -> InputRules.VIP_RULE + " below " + belowInEnglish((Integer) details.get(0));
            case UNKNOWN_DATA_KEY -> "is not a contact field the service accepts; allowed: " + String.join(", ", strings(details.get(0)));
            case SINGLE_LINE -> "must be a single line";
            case CONTROL_CHARACTER -> "must not contain control characters; it has " + unicodeName((Integer) details.get(0))
                    + " at character " + details.get(1);
            case CONTROL_CHARACTER_ON_LINE -> "must not contain control characters other than tabs and line breaks; it has "
                    + unicodeName((Integer) details.get(0)) + " on line " + details.get(1);
            case AT_LEAST -> "must be " + details.get(0) + " or more";
            case OUT_OF_RANGE -> "must be between " + details.get(0) + " and " + details.get(1);
            case NOT_AN_ABSOLUTE_URL -> "must be an absolute URL like https://api.example.com";
            case URL_WITH_CREDENTIALS -> "must not contain a user name or password (the API key goes in its own field)";
            case URL_WITH_QUERY -> "must not carry a query or fragment";
            case URL_NOT_HTTPS -> "must use https unless the host is loopback (localhost, 127.0.0.1, ::1)";
            case KEY_CHARACTERS -> "may hold only visible ASCII characters, no spaces";
            case RATE_TOO_LOW -> "must be at least " + details.get(0) + " request per second";
            case TIMEOUT_NOT_POSITIVE -> "must be more than zero seconds";
            case ONE_RECIPIENT -> "one address only: the service sends each email to one recipient";
            case UNFILLED_PLACEHOLDERS -> noValue(strings(details.get(0))) + " for this recipient";
        };
    }

    /** "U+0000 (NUL)": how the command line names a character a person cannot see. */
    static String unicodeName(int codePoint) {
        return String.format(Locale.ROOT, "U+%04X", codePoint) + switch (codePoint) {
            case '\0' -> " (NUL)";
            case '\t' -> " (a tab)";
            case 0x1B -> " (escape)";
            default -> "";
        };
    }

    /** "one billion" for the one limit that has it, the number otherwise. */
    private static String belowInEnglish(int largest) {
        return largest == 999_999_999 ? "one billion" : String.valueOf(largest + 1L);
    }

    /** "{{firstName}} and {{company}} have no value". */
    private static String noValue(List<String> names) {
        List<String> braced = names.stream().map(name -> "{{" + name + "}}").toList();
        String listed = braced.size() <= 1 ? String.join("", braced)
                : String.join(", ", braced.subList(0, braced.size() - 1)) + " and " + braced.getLast();
        return listed + (names.size() == 1 ? " has" : " have") + " no value";
    }

    @SuppressWarnings("unchecked")
    private static List<String> strings(Object detail) {
        return (List<String>) detail;
    }
}
