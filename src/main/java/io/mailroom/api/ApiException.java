package io.mailroom.api;

import java.time.Duration;
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
    private final Duration askedToWait;
    private final Instant retryAt;
    private volatile boolean earlierAttemptMayHaveArrived;

    protected ApiException(String message, ServiceReply reply, Throwable cause) {
        this(message, reply, cause, null, null);
    }

    /**
     * @param askedToWait how long the service asked to wait, if longer than Mailroom retries for
     * @param retryAt     when that wait ends
     */
    protected ApiException(String message, ServiceReply reply, Throwable cause, Duration askedToWait, Instant retryAt) {
        super(message, cause, false, true);
        this.reply = reply;
        this.askedToWait = askedToWait;
        this.retryAt = retryAt;
    }

    /** How long the service asked to wait, if it asked for longer than Mailroom retries for; {@link #retryAt()} is when that ends. */
    public Optional<Duration> askedToWait() {
        return Optional.ofNullable(askedToWait);
    }

    /**
     * When the service may be asked again, if it asked to wait longer than Mailroom retries
     * for (docs/decisions/033-long-retry-after.md); nothing more was sent, and every further request
     * would be refused the same way until then.
     */
    public Optional<Instant> retryAt() {
        return Optional.ofNullable(retryAt);
    }

    /**
     * Whether an earlier attempt of the same request may have reached the service (it was sent
     * and no answer came, or a server error that was not a refusal): a change may then have been
     * made although this last attempt failed.
     */
    public boolean earlierAttemptMayHaveArrived() {
        return earlierAttemptMayHaveArrived;
    }

    void earlierAttemptMayHaveArrived(boolean may) {
        earlierAttemptMayHaveArrived = may;
    }

    public Optional<ServiceReply> reply() {
        return Optional.ofNullable(reply);
    }

    public Optional<String> requestId() {
        return reply().map(ServiceReply::requestId).filter(id -> !id.isBlank());
    }
}
