package io.mailroom.sandbox;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.InputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** Reads what a request carries: query parameters and JSON bodies, refusing what cannot be read. */
final class Requests {

    static final int MAX_BODY_BYTES = 1 << 20;

    private Requests() {
    }

    /**
     * Query parameters, percent-decoded as form data ({@code +} is a space, so a literal plus
     * must arrive as {@code %2B}, as docs/decisions/001-wire-format.md has clients send it). The first
     * occurrence of a repeated name wins.
     */
    static Map<String, String> query(HttpExchange exchange) {
        Map<String, String> parameters = new LinkedHashMap<>();
        String raw = exchange.getRequestURI().getRawQuery();
        if (raw == null || raw.isEmpty()) {
            return parameters;
        }
        for (String pair : raw.split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int equals = pair.indexOf('=');
            String name = decode(equals < 0 ? pair : pair.substring(0, equals));
            String value = equals < 0 ? "" : decode(pair.substring(equals + 1));
            parameters.putIfAbsent(name, value);
        }
        return parameters;
    }

    /** A whole-number query parameter, or {@code fallback} when it is absent. */
    static int wholeNumber(Map<String, String> parameters, String name, int fallback) {
        String text = parameters.get(name);
        if (text == null) {
            return fallback;
        }
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw Refusal.invalidField(name, "must be a whole number");
        }
    }

    /** The body of a {@code /v1} POST: it must be declared as JSON in UTF-8 and hold a JSON object. */
    static ObjectNode jsonBody(HttpExchange exchange) throws IOException {
        String type = exchange.getRequestHeaders().getFirst("Content-Type");
        if (!isJsonUtf8(type)) {
            throw new Refusal(ErrorCode.UNSUPPORTED_MEDIA_TYPE,
                    "Content-Type must be application/json; charset=utf-8, was " + (type == null ? "absent" : type));
        }
        return jsonObject(exchange);
    }

    /** The body as a JSON object, whatever its declared type (the /sandbox controls are meant for curl too). */
    static ObjectNode jsonObject(HttpExchange exchange) throws IOException {
        byte[] body;
        try (InputStream in = exchange.getRequestBody()) {
            body = in.readNBytes(MAX_BODY_BYTES + 1);
        }
        if (body.length > MAX_BODY_BYTES) {
            throw new Refusal(ErrorCode.BODY_TOO_LARGE, "Request body exceeds " + MAX_BODY_BYTES + " bytes");
        }
        JsonNode node;
        try {
            node = SandboxJson.MAPPER.readTree(body);
        } catch (JacksonException e) {
            throw new Refusal(ErrorCode.MALFORMED_REQUEST, "Request body is not valid JSON: " + e.getOriginalMessage());
        }
        if (!(node instanceof ObjectNode object)) {
            throw new Refusal(ErrorCode.MALFORMED_REQUEST, "Request body must be a JSON object");
        }
        return object;
    }

    /** A string member of a JSON object; null when absent or null, so the input rules can say "is required". */
    static String text(JsonNode object, String field) {
        JsonNode value = object.get(field);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isTextual()) {
            throw Refusal.invalidField(field, "must be a string");
        }
        return value.asText();
    }

    private static boolean isJsonUtf8(String contentType) {
        if (contentType == null) {
            return false;
        }
        String[] parts = contentType.split(";");
        if (!parts[0].strip().equalsIgnoreCase("application/json")) {
            return false;
        }
        for (int i = 1; i < parts.length; i++) {
            String parameter = parts[i].strip().toLowerCase(Locale.ROOT);
            if (parameter.startsWith("charset=") && !parameter.substring("charset=".length()).replace("\"", "").equals("utf-8")) {
                return false;
            }
        }
        return true;
    }

    /** Malformed escapes never get here: the JDK server refuses a request URI that does not parse. */
    private static String decode(String text) {
        return URLDecoder.decode(text, StandardCharsets.UTF_8);
    }
}
