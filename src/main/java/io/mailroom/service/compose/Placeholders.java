package io.mailroom.service.compose;

import io.mailroom.api.Contact;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Placeholders such as {@code {{firstName}}} in a subject or body, filled from one contact's
 * fields when the email is sent. A placeholder without a value stays as typed and is reported,
 * so the person decides before an email saying "Dear {{firstName}}" goes out. Values filled into
 * an HTML body are escaped: a company called "A&B <Ltd>" must not become markup.
 */
public final class Placeholders {

    /** The names a placeholder may use: the contact fields a person would greet or refer to someone by. */
    public static final List<String> NAMES = List.of(
            "firstName", "lastName", "company", "emailAddress", "language", "phoneNumber", "birthday", "vipLevel", "amount");

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{\\s*([A-Za-z][A-Za-z0-9_]*)\\s*}}");

    private Placeholders() {
    }

    /** The subject and body as they go out, and the placeholders left unfilled, each once, in order of use. */
    public record Filled(String subject, String body, List<String> unfilled) {

        public boolean complete() {
            return unfilled.isEmpty();
        }
    }

    /** The contact's non-blank values under their placeholder names. */
    public static Map<String, String> of(Contact contact) {
        Map<String, String> values = new LinkedHashMap<>();
        put(values, "firstName", contact.firstName());
        put(values, "lastName", contact.lastName());
        put(values, "company", contact.company());
        put(values, "emailAddress", contact.emailAddress());
        put(values, "language", contact.language());
        put(values, "phoneNumber", contact.phoneNumber());
        put(values, "birthday", contact.birthday());
        put(values, "vipLevel", contact.vipLevel() == null ? null : contact.vipLevel().text());
        put(values, "amount", contact.amount());
        return values;
    }

    /** Whether {@code name} is one Mailroom can fill (a typo such as {@code {{frstName}}} is not). */
    public static boolean known(String name) {
        return NAMES.contains(name);
    }

    public static Filled fill(String subject, String body, boolean html, Map<String, String> values) {
        Set<String> unfilled = new LinkedHashSet<>();
        String filledSubject = replace(subject, values, false, unfilled);
        String filledBody = replace(body, values, html, unfilled);
        return new Filled(filledSubject, filledBody, List.copyOf(unfilled));
    }

    private static String replace(String text, Map<String, String> values, boolean html, Set<String> unfilled) {
        if (text == null) {
            return null;
        }
        Matcher matcher = PLACEHOLDER.matcher(text);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            String name = matcher.group(1);
            String value = known(name) ? values.get(name) : null;
            if (value == null || value.isBlank()) {
                unfilled.add(name);
                matcher.appendReplacement(out, Matcher.quoteReplacement(matcher.group()));
            } else {
                matcher.appendReplacement(out, Matcher.quoteReplacement(html ? escapeHtml(value) : value));
            }
        }
        matcher.appendTail(out);
        return out.toString();
    }

    private static void put(Map<String, String> values, String name, String value) {
        if (value != null && !value.isBlank()) {
            values.put(name, value.strip());
        }
    }

    private static String escapeHtml(String value) {
        StringBuilder escaped = new StringBuilder(value.length());
        for (char c : value.toCharArray()) {
            switch (c) {
                case '&' -> escaped.append("&amp;");
                case '<' -> escaped.append("&lt;");
                case '>' -> escaped.append("&gt;");
                case '"' -> escaped.append("&quot;");
                case '\'' -> escaped.append("&#39;");
                default -> escaped.append(c);
            }
        }
        return escaped.toString();
    }
}
