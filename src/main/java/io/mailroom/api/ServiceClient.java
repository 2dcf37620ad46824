package io.mailroom.api;

import com.fasterxml.jackson.databind.JavaType;
import java.io.IOException;
import java.net.ConnectException;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.UnaryOperator;
import javax.net.ssl.SSLHandshakeException;

/**
 * The typed client of the service: one method per endpoint. Calls block the calling
 * thread (run them on virtual threads; the service layer does), wait their turn in the
 * key's shared {@link RateLimiter}, retry per {@link RetryPolicy} where repeating is safe,
 * and report every request to the {@link ActivitySink}.
 */
public final class ServiceClient implements AutoCloseable {

    private final ClientConfig config;
    private final RateLimiter limiter;
    private final TimeSource time;
    private final ActivitySink activity;
    private final HttpClient http;
    private final RequestFactory requests;
    private final ResponseReader reader;
    private final AtomicInteger inFlight = new AtomicInteger();

    public ServiceClient(ClientConfig config, RateLimiter limiter, TimeSource time, ActivitySink activity) {
        this.config = config;
        this.limiter = limiter;
        this.time = time;
        this.activity = activity;
        boolean https = "https".equalsIgnoreCase(config.baseUrl().getScheme());
        HttpClient.Builder builder = HttpClient.newBuilder()
                .connectTimeout(config.connectTimeout())
                .version(https ? HttpClient.Version.HTTP_2 : HttpClient.Version.HTTP_1_1)
                .followRedirects(HttpClient.Redirect.NEVER);
        if (!https) {
            // Plain http never does TLS, and redirects are not followed; without a context of its own the
            // client would first load the system's trusted certificates, on the way to the sandbox's first page.
            builder.sslContext(NoTls.CONTEXT);
        }
        this.http = builder.build();
        this.requests = new RequestFactory(config.baseUrl(), config.apiKey(), config.requestTimeout());
        this.reader = new ResponseReader(config.apiKey());
    }

    /** {@code POST /v1/send}; the email is checked first and refused without a request if invalid. */
    public Envelope<Void> send(Email email) {
        Email checked = InputRules.email(email.from(), email.to(), email.subject(), email.body());
        return execute(Endpoint.SEND, requests.send(checked), Void.class);
    }

    /** {@code GET /v1/contact}, one page. */
    /** How long a request waits for its answer before it is given up. */
    public Duration requestTimeout() {
        return config.requestTimeout();
    }

    public Envelope<ContactPage> listContacts(String appId, int page, int pageSize) {
        HttpRequest request = requests.listContacts(InputRules.appId(appId), InputRules.page(page), InputRules.pageSize(pageSize));
        return execute(Endpoint.LIST_CONTACTS, request, ContactPage.class);
    }

    /**
     * {@code POST /v1/contact}: creates, or on an existing contact applies only {@code data}.
     * The request is checked first and refused without a request if invalid.
     */
    public Envelope<Void> saveContact(SaveContactRequest request) {
        SaveContactRequest checked = InputRules.saveContact(request.appId(), request.emailAddress(),
                request.status() == null ? null : request.status().name(), request.data());
        return execute(Endpoint.SAVE_CONTACT, requests.saveContact(checked), Void.class);
    }

    /** {@code DELETE /v1/contact}. */
    public Envelope<Void> deleteContact(String appId, String emailAddress) {
        HttpRequest request = requests.deleteContact(InputRules.appId(appId), InputRules.email("emailAddress", emailAddress));
        return execute(Endpoint.DELETE_CONTACT, request, Void.class);
    }

    private <T> Envelope<T> execute(Endpoint endpoint, HttpRequest request, Class<T> dataType) {
        JavaType type = Json.mapper().getTypeFactory().constructParametricType(Envelope.class, dataType);
        Attempts attempts = new Attempts(endpoint, time);
        inFlight.incrementAndGet();
        try {
            Envelope<T> envelope = attemptUntilDone(endpoint, request, type, attempts);
            attempts.succeeded(envelope.message(), envelope.requestId());
            return envelope;
        } catch (ApiException e) {
            e.earlierAttemptMayHaveArrived(attempts.earlierOutcomeUnknown());
            attempts.failed(e);
            throw e;
        } finally {
            inFlight.decrementAndGet();
            activity.record(attempts.record(request));
        }
    }

    private <T> Envelope<T> attemptUntilDone(Endpoint endpoint, HttpRequest request, JavaType type, Attempts attempts) {
        while (true) {
            attempts.next();
            HttpResponse<String> response;
            try {
                response = exchangeInTurn(request);
            } catch (IOException e) {
                Optional<BoundedBody.TooLarge> tooLarge = tooLarge(e);
                if (tooLarge.isPresent()) {
                    throw tooLargeAnswer(endpoint, tooLarge.get());
                }
                if (!neverSent(e)) {
                    attempts.outcomeUnknown();
                }
                Duration wait = onTransportFailure(endpoint, e, attempts);
                pause(wait, connectionFailure(e).english(), attempts);
                continue;
            }
            attempts.status(response.statusCode());
            int status = response.statusCode();
            Optional<Duration> retryAfter = RetryAfter.parse(response.headers().firstValue("Retry-After"), time.now());
            boolean retriable = status == 429 || status >= 500 && endpoint.repeatable;
            if (retriable && retryAfter.isPresent() && !config.retryPolicy().waitsFor(retryAfter.get())) {
                throw askedToWait(response, retryAfter.get(), attempts.count());
            }
            if (status == 429) {
                Duration wait = config.retryPolicy().delayAfter(attempts.count(), retryAfter);
                limiter.pause(wait);
                if (attempts.count() < config.retryPolicy().maxAttempts()) {
                    continue;
                }
                throw new RateLimitedException(reader.reply(response), retryAfter.orElse(Duration.ZERO), attempts.count());
            }
            if (status >= 500) {
                if (!endpoint.repeatable) {
                    throw SendOutcomeUnknownException.serviceFailed(reader.reply(response));
                }
                if (!reader.refusedByTheService(response)) {
                    attempts.outcomeUnknown();
                }
                if (attempts.count() < config.retryPolicy().maxAttempts()) {
                    pause(config.retryPolicy().delayAfter(attempts.count(), retryAfter), "HTTP " + status, attempts);
                    continue;
                }
            }
            if (endpoint == Endpoint.DELETE_CONTACT && status == 404 && attempts.earlierOutcomeUnknown()) {
                return alreadyGone(reader.reply(response));
            }
            return reader.read(response, type, !endpoint.repeatable, endpoint == Endpoint.LIST_CONTACTS);
        }
    }

    /** The answer's body was too large to read, however the HTTP client wrapped the failure. */
    private static Optional<BoundedBody.TooLarge> tooLarge(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof BoundedBody.TooLarge tooLarge) {
                return Optional.of(tooLarge);
            }
        }
        return Optional.empty();
    }

    /**
     * Not retried: the same answer would come again, as large. A send so answered may still
     * have gone out, so its outcome is unknown.
     */
    private static ApiException tooLargeAnswer(Endpoint endpoint, BoundedBody.TooLarge tooLarge) {
        if (!endpoint.repeatable) {
            return SendOutcomeUnknownException.answerTooLarge(tooLarge.status(), tooLarge.limit(), tooLarge);
        }
        return MalformedResponseException.tooLarge(tooLarge.status(), tooLarge.limit());
    }

    /**
     * The service asked to wait longer than the retry policy waits for: retrying sooner would
     * only be refused again, and waiting silently for an hour helps nobody. The person is told
     * how long, and until when (docs/decisions/033-long-retry-after.md).
     */
    private ApiException askedToWait(HttpResponse<String> response, Duration retryAfter, int attempts) {
        ServiceReply reply = reader.reply(response);
        return response.statusCode() == 429
                ? RateLimitedException.askedToWait(reply, retryAfter, attempts, time.now())
                : ServiceRefusedException.askedToWait(reply, retryAfter, time.now());
    }

    /**
     * A retried delete that finds nothing to delete after an attempt whose outcome is unknown
     * (no answer, or an answer from something in front of the service): that attempt most
     * likely deleted it, and the contact is gone either way, which is what was asked. After
     * answers that prove nothing was done (a 429, the service's own refusal) a 404 stays a
     * 404: the address was never there (docs/decisions/030-delete-404-after-unknown-outcome.md, 031-delete-404-after-refusal.md).
     */
    @SuppressWarnings("unchecked")
    private <T> Envelope<T> alreadyGone(ServiceReply reply) {
        return (Envelope<T>) new Envelope<Void>(reply.requestId(), 0, true,
                "Gone: an earlier attempt of this delete got no answer from the service and most likely deleted it",
                time.now().toEpochMilli(), null);
    }

    /**
     * One exchange in the key's window: it waits for its turn, and its body tells the turn when
     * the request really leaves. The turn ends with the exchange, before any wait for a retry.
     */
    private HttpResponse<String> exchangeInTurn(HttpRequest request) throws IOException {
        RateLimiter.Turn turn = acquireTurn();
        try {
            return exchange(RequestFactory.departingIn(request, turn));
        } finally {
            turn.ended();
        }
    }

    /**
     * One exchange, bounded by the request timeout up to the last byte of the body (the
     * request's own timeout stops at the headers). An interrupt does not abandon a request
     * that may already be on the wire: the exchange is finished and the interrupt kept, so
     * the caller stops at its next wait, knowing how this request ended.
     */
    private HttpResponse<String> exchange(HttpRequest request) throws IOException {
        CompletableFuture<HttpResponse<String>> future = http.sendAsync(request, BoundedBody.utf8(BoundedBody.MAX_BYTES));
        long deadline = System.nanoTime() + config.requestTimeout().toNanos();
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return future.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (TimeoutException e) {
                    future.cancel(true);
                    throw new HttpTimeoutException("request timed out");
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof IOException io) {
                        throw io;
                    }
                    throw new IOException(e.getCause());
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Decides what a failed exchange means; returns the wait before the next attempt or throws. */
    private Duration onTransportFailure(Endpoint endpoint, IOException e, Attempts attempts) {
        boolean neverSent = neverSent(e);
        ConnectionFailure what = connectionFailure(e);
        boolean attemptsLeft = attempts.count() < config.retryPolicy().maxAttempts();
        if (!neverSent && !endpoint.repeatable) {
            throw SendOutcomeUnknownException.connectionFailed(what, e);
        }
        if (!attemptsLeft) {
            throw new TransportException(config.baseUrl(), what, attempts.count(), e);
        }
        return config.retryPolicy().delayAfter(attempts.count(), Optional.empty());
    }

    /** Failures before the request could leave: no connection, or no TLS session. */
    private static boolean neverSent(IOException e) {
        return e instanceof ConnectException || e instanceof HttpConnectTimeoutException || e instanceof SSLHandshakeException;
    }

    private ConnectionFailure connectionFailure(IOException e) {
        if (e instanceof HttpConnectTimeoutException) {
            return ConnectionFailure.timedOut(ConnectionFailure.Kind.NO_CONNECTION_IN_TIME, config.connectTimeout());
        }
        if (e instanceof HttpTimeoutException) {
            return ConnectionFailure.timedOut(ConnectionFailure.Kind.NO_ANSWER_IN_TIME, config.requestTimeout());
        }
        if (e instanceof ConnectException) {
            return ConnectionFailure.refused();
        }
        String message = e.getMessage() == null ? "" : ": " + config.apiKey().redact(e.getMessage());
        return ConnectionFailure.failed(e.getClass().getSimpleName() + message);
    }

    private RateLimiter.Turn acquireTurn() {
        try {
            return limiter.acquire();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("cancelled before it was sent");
        }
    }

    private void pause(Duration wait, String lastFailure, Attempts attempts) {
        try {
            time.sleep(wait);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RetryCancelledException("cancelled before it was retried (the last attempt failed: " + lastFailure + ")",
                    attempts.earlierOutcomeUnknown());
        }
    }

    /** Calls under way on this client, including those waiting for their turn or a retry. */
    public int requestsInFlight() {
        return inFlight.get();
    }

    /** Requests of this key that left in the last second or are on their way, of {@link #rateLimit()}: shared with every client of the key. */
    public int budgetInUse() {
        return limiter.inUse();
    }

    /** Takes this client's key out of a text, for what is written where the key must not be: the app's log file. */
    public UnaryOperator<String> redaction() {
        ApiKey key = config.apiKey();
        return key::redact;
    }

    public int rateLimit() {
        return limiter.permitsPerSecond();
    }

    @Override
    public void close() {
        http.close();
    }
}
