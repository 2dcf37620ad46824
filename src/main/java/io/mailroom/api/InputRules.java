package io.mailroom.api;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.MonthDay;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one set of input rules, applied before any request is sent. Each refusal is an
 * {@link InvalidInputException} naming the field and the rule; accepted values come
 * back normalised the way they go on the wire.
 */
public final class InputRules {

    public static final int MAX_EMAIL_LENGTH = 254;
    public static final int MAX_TEXT_LENGTH = 255;
    public static final int MAX_SUBJECT_LENGTH = 998;
    /** Mailroom's own limit on a body, in characters; the service states none (docs/decisions/022-body-size-limit.md). */
    public static final int MAX_BODY_LENGTH = 10_000_000;
    /** The largest VIP level: nine digits. */
    public static final int MAX_VIP_LEVEL = 999_999_999;

    public static final String EMAIL_RULE = "must be an email address like name@example.com";
    public static final String BIRTHDAY_RULE = "must be a day and month as DD/MM (or YYYY-MM-DD), e.g. 29/02";
    public static final String VIP_RULE = "must be a whole number of 0 or more";

    /**
     * A character of a local part: anything but a dot, a space or separator, a control or invisible
     * format character (the joiners some scripts need excepted), half a surrogate pair, or one of the
     * specials that only a quoted local part may hold.
     */
    private static final String LOCAL_CHAR = "(?:[\\u200C\\u200D]|[^.\\s\\p{Z}\\p{Cc}\\p{Cf}\\p{Cs}\"(),:;<>@\\[\\\\\\]])";
    private static final Pattern LOCAL_PART = Pattern.compile(LOCAL_CHAR + "+(\\." + LOCAL_CHAR + "+)*");
    /** Letters, marks and digits of any script (an IDN label as typed) or ASCII (an A-label), hyphens inside. */
    private static final String LABEL_CHAR = "[\\p{L}\\p{M}\\p{Nd}]";
    private static final Pattern DOMAIN_LABEL = Pattern.compile(LABEL_CHAR + "(?:[\\p{L}\\p{M}\\p{Nd}-]*" + LABEL_CHAR + ")?");
    private static final Pattern TOP_LABEL = Pattern.compile("\\p{L}[\\p{L}\\p{M}\\p{Nd}-]*" + LABEL_CHAR);
    /** The longest local part (RFC 5321 4.5.3.1.1), in octets of UTF-8 as SMTPUTF8 counts them. */
    public static final int MAX_LOCAL_PART_OCTETS = 64;
    private static final int MAX_LABEL_LENGTH = 63;
    private static final int MAX_DOMAIN_LENGTH = 253;
    private static final Pattern DAY_MONTH = Pattern.compile("(\\d{1,2})/(\\d{1,2})");
    private static final Pattern ISO_DATE = Pattern.compile("(\\d{4})-(\\d{2})-(\\d{2})");
    private static final Pattern DIGITS = Pattern.compile("\\d+");

    private InputRules() {
    }

    /**
     * Refuses only what is surely not an address a service could take (docs/decisions/018-email-addresses.md):
     * international local parts and domains (RFC 6531, IDN)
     * pass as typed. It takes one {@code @}; a local part of dot-separated runs without spaces,
     * control characters or the specials of quoted forms, at most 64 octets; a domain of two or
     * more labels of letters, marks and digits of any script with inner hyphens, each at most 63
     * characters, the last starting with a letter; at most 254 in all. Lengths count the local
     * part in UTF-8 octets and the domain in characters, the least its ASCII form can take.
     */
    public static boolean isEmail(String text) {
        if (text == null) {
            return false;
        }
        int at = text.lastIndexOf('@');
        if (at <= 0 || at != text.indexOf('@')) {
            return false;
        }
        String local = text.substring(0, at);
        String domain = text.substring(at + 1);
        int localOctets = local.getBytes(StandardCharsets.UTF_8).length;
        int domainLength = domain.codePointCount(0, domain.length());
        if (localOctets > MAX_LOCAL_PART_OCTETS || domainLength > MAX_DOMAIN_LENGTH
                || localOctets + 1 + domainLength > MAX_EMAIL_LENGTH || !LOCAL_PART.matcher(local).matches()) {
            return false;
        }
        String[] labels = domain.split("\\.", -1);
        if (labels.length < 2) {
            return false;
        }
        for (String label : labels) {
            if (label.codePointCount(0, label.length()) > MAX_LABEL_LENGTH || !DOMAIN_LABEL.matcher(label).matches()) {
                return false;
            }
        }
        return TOP_LABEL.matcher(labels[labels.length - 1]).matches();
    }

    /** Trims and checks an email address for {@code field}. */
    public static String email(String field, String value) {
        String text = required(field, value);
        if (!isEmail(text)) {
            throw new InvalidInputException(field, InputRule.NOT_AN_EMAIL);
        }
        return text;
    }

    /** Trims a required value; blank is refused. */
    public static String required(String field, String value) {
        if (value == null || value.isBlank()) {
            throw new InvalidInputException(field, InputRule.REQUIRED);
        }
        return value.strip();
    }

    public static String appId(String value) {
        String id = required("appId", value);
        if (id.length() > MAX_TEXT_LENGTH) {
            throw new InvalidInputException("appId", InputRule.TOO_LONG, MAX_TEXT_LENGTH);
        }
        return id;
    }

    public static ContactStatus status(String value) {
        String text = required("status", value);
        return ContactStatus.parse(text).orElseThrow(
                () -> new InvalidInputException("status", InputRule.NOT_A_STATUS));
    }

    /**
     * Normalises a birthday to DD/MM (docs/decisions/006-birthday.md): accepts D/M, DD/MM and the
     * YYYY-MM-DD form of the spec's sample; refuses dates that cannot exist (29/02 exists).
     */
    public static String birthday(String value) {
        String text = value == null ? "" : value.strip();
        int day;
        int month;
        Matcher dm = DAY_MONTH.matcher(text);
        Matcher iso = ISO_DATE.matcher(text);
        if (dm.matches()) {
            day = Integer.parseInt(dm.group(1));
            month = Integer.parseInt(dm.group(2));
        } else if (iso.matches()) {
            try {
                LocalDate.of(Integer.parseInt(iso.group(1)), Integer.parseInt(iso.group(2)), Integer.parseInt(iso.group(3)));
            } catch (DateTimeException e) {
                throw new InvalidInputException(DataKey.birthday.name(), InputRule.NO_SUCH_DATE);
            }
            day = Integer.parseInt(iso.group(3));
            month = Integer.parseInt(iso.group(2));
        } else {
            throw new InvalidInputException(DataKey.birthday.name(), InputRule.BIRTHDAY_FORMAT);
        }
        try {
            MonthDay.of(month, day);
        } catch (DateTimeException e) {
            throw new InvalidInputException(DataKey.birthday.name(), InputRule.NO_SUCH_DATE);
        }
        return String.format(Locale.ROOT, "%02d/%02d", day, month);
    }

    /** A VIP level as the decimal string of a non-negative integer, without leading zeros. */
    public static String vipLevel(String value) {
        String text = value == null ? "" : value.strip();
        if (!DIGITS.matcher(text).matches()) {
            throw new InvalidInputException(DataKey.vipLevel.name(), InputRule.NOT_A_WHOLE_NUMBER);
        }
        // The limit is on the number, not on how it is typed: "0000000003" is 3.
        String digits = text.replaceFirst("^0+(?=\\d)", "");
        if (digits.length() > 9) {
            throw new InvalidInputException(DataKey.vipLevel.name(), InputRule.NUMBER_TOO_LARGE, MAX_VIP_LEVEL);
        }
        return digits;
    }

    /** Checks one metadata value for its key; an empty value clears the field and is always allowed. */
    public static String dataValue(DataKey key, String value) {
        String text = value == null ? "" : value.strip();
        if (text.isEmpty()) {
            return "";
        }
        return switch (key) {
            case birthday -> birthday(text);
            case vipLevel -> vipLevel(text);
            default -> {
                if (text.length() > MAX_TEXT_LENGTH) {
                    throw new InvalidInputException(key.name(), InputRule.TOO_LONG, MAX_TEXT_LENGTH);
                }
                yield text;
            }
        };
    }

    /**
     * Checks and normalises a {@code data} map: only the eight documented keys
     * (docs/decisions/008-data-keys.md), each value by its rule, in the spec's key order.
     */
    public static Map<String, String> data(Map<String, String> raw) {
        Map<String, String> checked = new LinkedHashMap<>();
        if (raw == null) {
            return checked;
        }
        for (String name : raw.keySet()) {
            if (DataKey.of(name).isEmpty()) {
                throw unknownDataKey(name);
            }
        }
        for (DataKey key : DataKey.values()) {
            if (raw.containsKey(key.name())) {
                checked.put(key.name(), dataValue(key, raw.get(key.name())));
            }
        }
        return checked;
    }

    /** The refusal of a {@code data} key outside the eight documented ones (docs/decisions/008-data-keys.md). */
    public static InvalidInputException unknownDataKey(String name) {
        return new InvalidInputException("data." + name, InputRule.UNKNOWN_DATA_KEY,
                Arrays.stream(DataKey.values()).map(Enum::name).toList());
    }

    public static SaveContactRequest saveContact(String appId, String emailAddress, String status, Map<String, String> data) {
        return new SaveContactRequest(appId(appId), email("emailAddress", emailAddress), status(status),
                data == null || data.isEmpty() ? null : data(data));
    }

    public static Email email(String from, String to, String subject, String body) {
        String checkedSubject = subject(subject);
        return new Email(email("from", from), email("to", to), checkedSubject, body(body));
    }

    /** Trims and checks a subject: one line of at most {@value #MAX_SUBJECT_LENGTH} characters, no control characters. */
    public static String subject(String subject) {
        String checked = required("subject", subject);
        if (checked.contains("\n") || checked.contains("\r")) {
            throw new InvalidInputException("subject", InputRule.SINGLE_LINE);
        }
        int control = firstControlCharacter(checked, "");
        if (control >= 0) {
            throw new InvalidInputException("subject", InputRule.CONTROL_CHARACTER, (int) checked.charAt(control), control + 1);
        }
        if (checked.length() > MAX_SUBJECT_LENGTH) {
            throw new InvalidInputException("subject", InputRule.TOO_LONG, MAX_SUBJECT_LENGTH);
        }
        return checked;
    }

    /**
     * A body is required and goes out exactly as written: at most {@value #MAX_BODY_LENGTH} characters,
     * and no control characters but tabs and line breaks (a NUL or an escape code is never meant to be sent).
     */
    public static String body(String body) {
        if (body == null || body.isBlank()) {
            throw new InvalidInputException("body", InputRule.REQUIRED);
        }
        bodyLength(body);
        int control = firstControlCharacter(body, "\t\n\r");
        if (control >= 0) {
            long line = body.substring(0, control).chars().filter(c -> c == '\n').count() + 1;
            throw new InvalidInputException("body", InputRule.CONTROL_CHARACTER_ON_LINE, (int) body.charAt(control), line);
        }
        return body;
    }

    /** Checks only the length of a body: what a draft, which may be unfinished, must keep to as well. */
    public static void bodyLength(String body) {
        if (body != null && body.length() > MAX_BODY_LENGTH) {
            throw new InvalidInputException("body", InputRule.TOO_MANY_CHARACTERS, MAX_BODY_LENGTH, body.length());
        }
    }

    private static int firstControlCharacter(String text, String allowed) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isISOControl(c) && allowed.indexOf(c) < 0) {
                return i;
            }
        }
        return -1;
    }

    public static int page(int page) {
        if (page < 1) {
            throw new InvalidInputException("page", InputRule.AT_LEAST, 1);
        }
        return page;
    }

    public static int pageSize(int pageSize) {
        if (pageSize < 1 || pageSize > ContactLimits.MAX_PAGE_SIZE) {
            throw new InvalidInputException("pageSize", InputRule.OUT_OF_RANGE, 1, ContactLimits.MAX_PAGE_SIZE);
        }
        return pageSize;
    }

    /** An absolute http(s) URL; https unless the host is loopback (docs/decisions/012-https.md). */
    public static URI baseUrl(String value) {
        String text = required("baseUrl", value);
        URI uri;
        try {
            uri = URI.create(text.endsWith("/") ? text.substring(0, text.length() - 1) : text);
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException("baseUrl", InputRule.NOT_AN_ABSOLUTE_URL);
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!uri.isAbsolute() || uri.getHost() == null || !(scheme.equals("http") || scheme.equals("https"))) {
            throw new InvalidInputException("baseUrl", InputRule.NOT_AN_ABSOLUTE_URL);
        }
        if (uri.getRawUserInfo() != null) {
            // A pasted "https://KEY@host" would put the key where URLs go: the preferences, lists, logs.
            throw new InvalidInputException("baseUrl", InputRule.URL_WITH_CREDENTIALS);
        }
        if (uri.getRawQuery() != null || uri.getRawFragment() != null) {
            throw new InvalidInputException("baseUrl", InputRule.URL_WITH_QUERY);
        }
        if (scheme.equals("http") && !isLoopback(uri.getHost())) {
            throw new InvalidInputException("baseUrl", InputRule.URL_NOT_HTTPS);
        }
        return uri;
    }

    public static boolean isLoopback(String host) {
        String h = host.toLowerCase(Locale.ROOT);
        if (h.startsWith("[") && h.endsWith("]")) {
            h = h.substring(1, h.length() - 1);
        }
        return h.equals("localhost") || h.equals("::1") || h.equals("0:0:0:0:0:0:0:1")
                || h.matches("127\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}");
    }
}
