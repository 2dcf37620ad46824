package io.mailroom.sandbox;

/** Every refusal the sandbox makes, with its HTTP status and envelope {@code code} in one table. */
enum ErrorCode {
    MALFORMED_REQUEST(400, 40000),
    INVALID_FIELD(400, 40001),
    UNKNOWN_KEY(400, 40002),
    UNVERIFIED_SENDER(400, 40003),
    MISSING_TOKEN(401, 40100),
    INVALID_KEY(401, 40101),
    NO_SUCH_ENDPOINT(404, 40400),
    CONTACT_NOT_FOUND(404, 40401),
    METHOD_NOT_ALLOWED(405, 40500),
    BODY_TOO_LARGE(413, 41300),
    UNSUPPORTED_MEDIA_TYPE(415, 41500),
    RATE_LIMITED(429, 42900),
    INTERNAL(500, 50000);

    final int httpStatus;
    final long code;

    ErrorCode(int httpStatus, long code) {
        this.httpStatus = httpStatus;
        this.code = code;
    }
}
