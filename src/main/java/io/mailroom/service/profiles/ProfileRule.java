package io.mailroom.service.profiles;

import io.mailroom.api.InputRule;
import java.util.List;

/**
 * Which rule a field of a profile broke, as data: the desktop app words it in the person's
 * language, the command line in the English of {@link #english}. Each constant says which
 * details a {@link FieldError} of that rule carries, in order.
 */
public enum ProfileRule {
    /** Blank where a value is needed. No details. */
    REQUIRED,
    /** Longer than allowed. Details: the limit in characters (Integer). */
    TOO_LONG,
    /** More than one line, or control characters. No details. */
    SINGLE_LINE,
    /** The built-in sandbox profile's name. Details: that name (String). */
    SANDBOX_NAME,
    /** Another profile's name, ignoring case. Details: the name (String). */
    NAME_TAKEN,
    /** One of the api's input rules. Details: the {@link InputRule} and its own details (List). */
    INPUT,
    /** An appId breaking one of the api's input rules. Details: the {@link InputRule} and its own details (List). */
    APP_ID,
    /** No application. No details. */
    NO_APPS,
    /** An application's name longer than allowed. Details: its appId (String) and the limit (Integer). */
    APP_NAME_TOO_LONG,
    /** The same appId or sender twice. Details: the value (String). */
    LISTED_TWICE,
    /** A sender that is not an email address. Details: the value as typed (String). */
    NOT_AN_EMAIL,
    /** A default sender that is not among the senders. Details: the value (String). */
    NOT_A_SENDER,
    /** A rate limit outside 1 to the most. Details: the most, in requests per second (Integer). */
    RATE_OUT_OF_RANGE,
    /** A timeout outside one second to the most. Details: the most, in minutes (Long). */
    TIMEOUT_OUT_OF_RANGE;

    /** The rule in English, as the command line says it: "must be at most 64 characters". */
    String english(List<?> details) {
        return switch (this) {
            case REQUIRED -> "is required";
            case TOO_LONG -> "must be at most " + details.get(0) + " characters";
            case SINGLE_LINE -> "must be a single line of text";
            case SANDBOX_NAME -> "\"" + details.get(0) + "\" is the built-in sandbox profile's name";
            case NAME_TAKEN -> "another profile is already called \"" + details.get(0) + "\"";
            case INPUT -> input(details);
            case APP_ID -> "appId " + input(details);
            case NO_APPS -> "at least one application (appId) is required";
            case APP_NAME_TOO_LONG -> "the name of \"" + details.get(0) + "\" must be at most " + details.get(1) + " characters";
            case LISTED_TWICE -> "\"" + details.get(0) + "\" is listed twice";
            case NOT_AN_EMAIL -> "\"" + details.get(0) + "\" is not an email address like name@example.com";
            case NOT_A_SENDER -> "\"" + details.get(0) + "\" is not one of the profile's senders";
            case RATE_OUT_OF_RANGE -> "must be 1 to " + details.get(0) + " requests per second";
            case TIMEOUT_OUT_OF_RANGE -> "must be 1 second to " + details.get(0) + " minutes";
        };
    }

    private static String input(List<?> details) {
        return ((InputRule) details.get(0)).english((List<?>) details.get(1));
    }
}
