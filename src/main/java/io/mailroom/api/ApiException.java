package io.mailroom.api;

import java.time.Instant;
import java.util.Optional;

/**
 * Every way a call to the service can fail. The message is written for a person and
 * never contains the API key; {@link #reply()} carries what the service said, if anything.
 */
public abstract sealed class ApiException extends RuntimeException
        permits InvalidInputException, CredentialsRejectedException, RateLimitedException,
                ServiceRefusedException, MalformedResponseException, TransportException,
                SendOutcomeUnknownException {

    private final transient ServiceReply reply;
    private final Instant retryAt;

    protected ApiException(String message, ServiceReply reply, Throwable cause) {
        this(message, reply, cause, null);
    }

    /** @param retryAt when the service said it may be asked again, if it asked for a longer wait than Mailroom retries for */
    protected ApiException(String message, ServiceReply reply, Throwable cause, Instant retryAt) {
        super(message, cause, false, true);
        this.reply = reply;
        this.retryAt = retryAt;
    }

    /**
     * When the service may be asked again, if it asked to wait longer than Mailroom retries
     * for (docs/decisions/033-long-retry-after.md); nothing more was sent, and every further request
     * would be refused the same way until then.
     */
    public Optional<Instant> retryAt() {
        return Optional.ofNullable(retryAt);
    }

    public Optional<ServiceReply> reply() {
        return Optional.ofNullable(reply);
    }

    public Optional<String> requestId() {
        return reply().map(ServiceReply::requestId).filter(id -> !id.isBlank());
    }
}
