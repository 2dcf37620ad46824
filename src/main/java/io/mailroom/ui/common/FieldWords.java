package io.mailroom.ui.common;

import io.mailroom.api.DataKey;
import io.mailroom.api.InputRule;
import io.mailroom.api.InvalidInputException;
import io.mailroom.service.profiles.FieldError;
import java.text.ListFormat;
import java.util.List;
import java.util.Locale;

/**
 * A field's refusal in a sentence of the person's language, for beside the field: the input rules
 * of {@code api} ({@link InvalidInputException}) and the profile rules ({@link FieldError}), from
 * their reason and details, never from their English message. Also the field's own name, for a
 * refusal shown away from its field ("Subject: …").
 */
public final class FieldWords {

    private FieldWords() {
    }

    /** "Use at most 998 characters." */
    public static String of(InvalidInputException refused) {
        return rule(refused.field(), refused.reason(), refused.details());
    }

    /** "Another profile is already called “Production”." */
    public static String of(FieldError error) {
        List<?> details = error.details();
        return switch (error.rule()) {
            case REQUIRED -> Messages.text("problem.rule.required");
            case TOO_LONG -> Messages.text("problem.rule.tooLong", details.get(0));
            case SINGLE_LINE -> Messages.text("problem.rule.singleLine");
            case SANDBOX_NAME -> Messages.text("problem.rule.sandboxName", details.get(0));
            case NAME_TAKEN -> Messages.text("problem.rule.nameTaken", details.get(0));
            case INPUT -> rule(error.field(), (InputRule) details.get(0), (List<?>) details.get(1));
            case APP_ID -> Messages.text("problem.rule.appId", rule("appId", (InputRule) details.get(0), (List<?>) details.get(1)));
            case NO_APPS -> Messages.text("problem.rule.noApps");
            case APP_NAME_TOO_LONG -> Messages.text("problem.rule.appNameTooLong", details.get(0), details.get(1));
            case LISTED_TWICE -> Messages.text("problem.rule.listedTwice", details.get(0));
            case NOT_AN_EMAIL -> Messages.text("problem.rule.senderNotAnEmail", details.get(0));
            case NOT_A_SENDER -> Messages.text("problem.rule.notASender", details.get(0));
            case RATE_OUT_OF_RANGE -> Messages.text("problem.rule.rateOutOfRange", details.get(0));
            case TIMEOUT_OUT_OF_RANGE -> Messages.text("problem.rule.timeoutOutOfRange", details.get(0));
        };
    }

    /** The words for an input rule broken by {@code field}, the rule's details put in. */
    static String rule(String field, InputRule reason, List<?> details) {
        return switch (reason) {
            case REQUIRED -> required(field);
            case NOT_AN_EMAIL -> Messages.text("problem.rule.notAnEmail");
            case TOO_LONG -> Messages.text("problem.rule.tooLong", details.get(0));
            case TOO_MANY_CHARACTERS -> Messages.text("problem.rule.tooManyCharacters", details.get(0), details.get(1));
            case FILE_TOO_LONG -> Messages.text("problem.rule.fileTooLong", details.get(0), details.get(1));
            case NOT_A_STATUS -> Messages.text("problem.rule.notAStatus");
            case BIRTHDAY_FORMAT -> Messages.text("problem.rule.birthdayFormat");
            case NO_SUCH_DATE -> Messages.text("problem.rule.noSuchDate");
            case NOT_A_WHOLE_NUMBER -> Messages.text("problem.rule.notAWholeNumber");
            case NUMBER_TOO_LARGE -> Messages.text("problem.rule.numberTooLarge", details.get(0));
            case UNKNOWN_DATA_KEY -> Messages.text("problem.rule.unknownDataKey", listed((List<?>) details.get(0)));
            case SINGLE_LINE -> Messages.text("problem.rule.singleLine");
            case CONTROL_CHARACTER -> Messages.text("problem.rule.controlCharacter", codePoint(details.get(0)), details.get(1));
            case CONTROL_CHARACTER_ON_LINE -> Messages.text("problem.rule.controlCharacterOnLine", codePoint(details.get(0)), details.get(1));
            case AT_LEAST -> Messages.text("problem.rule.atLeast", details.get(0));
            case OUT_OF_RANGE -> Messages.text("problem.rule.outOfRange", details.get(0), details.get(1));
            case NOT_AN_ABSOLUTE_URL -> Messages.text("problem.rule.notAnAbsoluteUrl");
            case URL_WITH_CREDENTIALS -> Messages.text("problem.rule.urlWithCredentials");
            case URL_WITH_QUERY -> Messages.text("problem.rule.urlWithQuery");
            case URL_NOT_HTTPS -> Messages.text("problem.rule.urlNotHttps");
            case KEY_CHARACTERS -> Messages.text("problem.rule.keyCharacters");
            case RATE_TOO_LOW -> Messages.text("problem.rule.rateTooLow", details.get(0));
            case TIMEOUT_NOT_POSITIVE -> Messages.text("problem.rule.timeoutNotPositive");
            case ONE_RECIPIENT -> Messages.text("problem.rule.oneRecipient");
            case UNFILLED_PLACEHOLDERS -> unfilled((List<?>) details.get(0));
        };
    }

    /**
     * The field's name as the person reads it: "Subject", "First name". A {@code data} key outside
     * the eight the service knows ("data.nickname") is named as it was given.
     */
    public static String label(String field) {
        return switch (field) {
            case "from" -> Messages.text("problem.field.from");
            case "to" -> Messages.text("problem.field.to");
            case "subject" -> Messages.text("problem.field.subject");
            case "body" -> Messages.text("problem.field.body");
            case "placeholders" -> Messages.text("problem.field.placeholders");
            case "appId" -> Messages.text("problem.field.appId");
            case "emailAddress" -> Messages.text("problem.field.emailAddress");
            case "status" -> Messages.text("problem.field.status");
            case "page" -> Messages.text("problem.field.page");
            case "pageSize" -> Messages.text("problem.field.pageSize");
            case "baseUrl" -> Messages.text("problem.field.baseUrl");
            case "apiKey" -> Messages.text("problem.field.apiKey");
            case "rateLimit" -> Messages.text("problem.field.rateLimit");
            case "timeout" -> Messages.text("problem.field.timeout");
            case "name" -> Messages.text("problem.field.name");
            case "apps" -> Messages.text("problem.field.apps");
            case "senders" -> Messages.text("problem.field.senders");
            case "defaultSender" -> Messages.text("problem.field.defaultSender");
            case "connectTimeout" -> Messages.text("problem.field.connectTimeout");
            case "requestTimeout" -> Messages.text("problem.field.requestTimeout");
            default -> DataKey.of(field).map(FieldWords::label)
                    .orElse(field.startsWith("data.") ? field.substring("data.".length()) : field);
        };
    }

    private static String label(DataKey key) {
        return switch (key) {
            case language -> Messages.text("problem.field.language");
            case firstName -> Messages.text("problem.field.firstName");
            case lastName -> Messages.text("problem.field.lastName");
            case phoneNumber -> Messages.text("problem.field.phoneNumber");
            case birthday -> Messages.text("problem.field.birthday");
            case company -> Messages.text("problem.field.company");
            case vipLevel -> Messages.text("problem.field.vipLevel");
            case amount -> Messages.text("problem.field.amount");
        };
    }

    /** What a required field asks for: the fields of an email say what to do, the others that they are needed. */
    private static String required(String field) {
        return switch (field) {
            case "from" -> Messages.text("problem.rule.required.from");
            case "to" -> Messages.text("problem.rule.required.to");
            case "subject" -> Messages.text("problem.rule.required.subject");
            case "body" -> Messages.text("problem.rule.required.body");
            default -> Messages.text("problem.rule.required");
        };
    }

    private static String unfilled(List<?> names) {
        List<String> braced = names.stream().map(name -> "{{" + name + "}}").toList();
        return Messages.text("problem.rule.unfilledPlaceholders", braced.size(), listed(braced));
    }

    /** "a, b and c" as the person's language joins a list. */
    static String listed(List<?> items) {
        return ListFormat.getInstance(Messages.locale(), ListFormat.Type.STANDARD, ListFormat.Style.FULL)
                .format(items.stream().map(String::valueOf).toList());
    }

    /** "U+0000": the way to name a character that cannot be seen, the same in every language. */
    private static String codePoint(Object codePoint) {
        return String.format(Locale.ROOT, "U+%04X", (Integer) codePoint);
    }
}
