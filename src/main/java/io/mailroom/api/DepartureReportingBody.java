package io.mailroom.api;

import java.net.http.HttpRequest;
import java.nio.ByteBuffer;
import java.util.concurrent.Flow;

/**
 * A request body that tells the request's turn when the request leaves. The JDK's HTTP client
 * asks the body for its length once per attempt to send it, after the connection is open and
 * right before it writes the request headers (HTTP/1.1 and HTTP/2 alike), its own silent
 * repeat of a request included. Requests without a body carry an empty one for this
 * (docs/decisions/029-empty-body-on-get-and-delete.md).
 */
final class DepartureReportingBody implements HttpRequest.BodyPublisher {

    private final HttpRequest.BodyPublisher body;
    private final RateLimiter.Turn turn;

    DepartureReportingBody(HttpRequest.BodyPublisher body, RateLimiter.Turn turn) {
        this.body = body;
        this.turn = turn;
    }

    @Override
    public long contentLength() {
        turn.departed();
        return body.contentLength();
    }

    @Override
    public void subscribe(Flow.Subscriber<? super ByteBuffer> subscriber) {
        body.subscribe(subscriber);
    }
}
