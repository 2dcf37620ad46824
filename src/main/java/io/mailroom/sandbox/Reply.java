package io.mailroom.sandbox;

import java.util.LinkedHashMap;
import java.util.Map;

/** An answer ready to be written as the envelope: HTTP status, envelope fields and extra headers. */
record Reply(int status, long code, String message, Object data, Map<String, String> headers) {

    Reply {
        headers = Map.copyOf(headers);
    }

    static Reply ok() {
        return ok(null);
    }

    static Reply ok(Object data) {
        return new Reply(200, 0, "OK", data, Map.of());
    }

    static Reply error(ErrorCode error, String message) {
        return error(error.httpStatus, error.code, message);
    }

    static Reply error(int status, long code, String message) {
        return new Reply(status, code, message, null, Map.of());
    }

    Reply withHeader(String name, String value) {
        Map<String, String> more = new LinkedHashMap<>(headers);
        more.put(name, value);
        return new Reply(status, code, message, data, more);
    }

    /** Success as docs/decisions/003-success-rule.md defines it, so an injected "code 0 with HTTP 500" still reads as a failure. */
    boolean success() {
        return status == 200 && code == 0;
    }
}
