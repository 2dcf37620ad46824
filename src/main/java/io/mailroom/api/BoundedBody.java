package io.mailroom.api;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

/**
 * Reads an answer's body as UTF-8 text, at most {@link #MAX_BYTES}: a larger one (announced by
 * its Content-Length, or found while reading) stops the reading at once, and the exchange fails
 * with {@link TooLarge}, so a runaway answer costs a bounded amount of memory and time.
 */
final class BoundedBody {

    /**
     * Mailroom's choice (docs/decisions/038-answer-size-limit.md): a full page of 500
     * contacts with every field long is a few megabytes; 32 MiB leaves room for a service that
     * serves larger pages while keeping the worst answer far below what the process can hold.
     */
    static final long MAX_BYTES = 32L * 1024 * 1024;

    /** The answer was larger than Mailroom reads. */
    static final class TooLarge extends IOException {

        private final int status;
        private final long limit;

        TooLarge(int status, long limit) {
            super("the answer is larger than " + limit + " bytes");
            this.status = status;
            this.limit = limit;
        }

        int status() {
            return status;
        }

        long limit() {
            return limit;
        }
    }

    private BoundedBody() {
    }

    static HttpResponse.BodyHandler<String> utf8(long limit) {
        return info -> {
            OptionalLong announced = info.headers().firstValueAsLong("Content-Length");
            return new Subscriber(info.statusCode(), limit, announced.isPresent() && announced.getAsLong() > limit);
        };
    }

    private static final class Subscriber implements HttpResponse.BodySubscriber<String> {

        private final int status;
        private final long limit;
        private final boolean announcedTooLarge;
        private final CompletableFuture<String> body = new CompletableFuture<>();
        private final ByteArrayOutputStream received = new ByteArrayOutputStream();
        private Flow.Subscription subscription;

        Subscriber(int status, long limit, boolean announcedTooLarge) {
            this.status = status;
            this.limit = limit;
            this.announcedTooLarge = announcedTooLarge;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            this.subscription = subscription;
            if (announcedTooLarge) {
                stop();
            } else {
                subscription.request(Long.MAX_VALUE);
            }
        }

        @Override
        public void onNext(List<ByteBuffer> buffers) {
            if (body.isDone()) {
                return;
            }
            for (ByteBuffer buffer : buffers) {
                if (received.size() + (long) buffer.remaining() > limit) {
                    stop();
                    return;
                }
                byte[] bytes = new byte[buffer.remaining()];
                buffer.get(bytes);
                received.writeBytes(bytes);
            }
        }

        @Override
        public void onError(Throwable failure) {
            body.completeExceptionally(failure);
        }

        @Override
        public void onComplete() {
            body.complete(received.toString(StandardCharsets.UTF_8));
        }

        @Override
        public CompletionStage<String> getBody() {
            return body;
        }

        /** Cancelling closes the connection: the rest is never downloaded. */
        private void stop() {
            subscription.cancel();
            body.completeExceptionally(new TooLarge(status, limit));
        }
    }
}
