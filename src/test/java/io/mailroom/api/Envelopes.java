package io.mailroom.api;

/** JSON bodies the service answers with (spec 2.1). */
final class Envelopes {

    static final String REQUEST_ID = "req-7f3a";

    private Envelopes() {
    }

    static String ok() {
        return envelope(REQUEST_ID, 0, true, "OK", "null");
    }

    static String envelope(String requestId, long code, boolean success, String message, String dataJson) {
        return "{\"requestId\":" + quote(requestId) + ",\"code\":" + code + ",\"success\":" + success
                + ",\"message\":" + quote(message) + ",\"ts\":1735689600000,\"data\":" + dataJson + "}";
    }

    static String page(long total, int page, int pageSize, String... contactsJson) {
        return "{\"total\":" + total + ",\"page\":" + page + ",\"pageSize\":" + pageSize
                + ",\"list\":[" + String.join(",", contactsJson) + "]}";
    }

    /** A JSON string literal; escapes what JSON requires. */
    static String quote(String text) {
        if (text == null) {
            return "null";
        }
        StringBuilder out = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }
}
