package io.mailroom.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A server that streams a body of gigabytes (the same small chunk again and again, so the
 * test allocates nothing large): the client stops reading at its limit, says so, and never
 * asks again.
 */
class BoundedAnswerTest {

    private static final long HUGE = 8L * 1024 * 1024 * 1024;
    private static final byte[] CHUNK = new byte[64 * 1024];

    static {
        Arrays.fill(CHUNK, (byte) ' ');
        byte[] start = "{\"requestId\":\"req-huge\",\"code\":0,\"success\":true,\"message\":\"".getBytes(StandardCharsets.UTF_8);
        System.arraycopy(start, 0, CHUNK, 0, start.length);
    }

    private HttpServer server;
    private final AtomicInteger requests = new AtomicInteger();
    private final AtomicLong written = new AtomicLong();
    private final CountDownLatch streamEnded = new CountDownLatch(1);
    private volatile int status = 200;
    /** The Content-Length sent, or 0 for none (chunked). */
    private volatile long announced;
    private ServiceClient client;

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            requests.incrementAndGet();
            try (exchange) {
                exchange.getRequestBody().readAllBytes();
                exchange.getResponseHeaders().add("Content-Type", "application/json; charset=utf-8");
                exchange.sendResponseHeaders(status, announced);
                OutputStream out = exchange.getResponseBody();
                while (written.get() < HUGE) {
                    out.write(CHUNK);
                    written.addAndGet(CHUNK.length);
                }
            } catch (IOException clientHungUp) {
                // What the test expects: the client stopped reading and closed the connection.
            } finally {
                streamEnded.countDown();
            }
        });
        server.start();
        client = TestClients.client(TestClients.config("http://127.0.0.1:" + server.getAddress().getPort(), 4),
                new FakeTime(), ActivitySink.NONE);
    }

    @AfterEach
    void stop() {
        client.close();
        server.stop(0);
    }

    private void assertStoppedEarly() throws InterruptedException {
        assertThat(streamEnded.await(60, TimeUnit.SECONDS)).as("the server's stream ended").isTrue();
        assertThat(written.get()).as("bytes the server could write before the client hung up")
                .isLessThan(BoundedBody.MAX_BYTES + 64L * 1024 * 1024);
        assertThat(requests.get()).as("never asked again").isEqualTo(1);
    }

    @Test
    void aBodyLargerThanTheLimitIsNotReadToItsEndNorAskedAgain() throws InterruptedException {
        MalformedResponseException e = catchThrowableOfType(MalformedResponseException.class,
                () -> client.listContacts("app", 1, 500));

        assertThat(e.getMessage()).isEqualTo("The service answered HTTP 200 with more than 32 MiB, more than Mailroom"
                + " reads in one answer; it was not read further nor asked for again (docs/decisions/038-answer-size-limit.md)");
        assertThat(e.sizeLimit()).hasValue(BoundedBody.MAX_BYTES);
        assertStoppedEarly();
    }

    @Test
    void aContentLengthOverTheLimitIsRefusedBeforeReading() throws InterruptedException {
        announced = 3_000_000_000L;

        MalformedResponseException e = catchThrowableOfType(MalformedResponseException.class,
                () -> client.deleteContact("app", "a@example.com"));

        assertThat(e.getMessage()).startsWith("The service answered HTTP 200 with more than 32 MiB");
        assertStoppedEarly();
    }

    @Test
    void aHugeServerErrorIsNotRetried() throws InterruptedException {
        status = 503;

        MalformedResponseException e = catchThrowableOfType(MalformedResponseException.class,
                () -> client.saveContact(InputRules.saveContact("app", "a@example.com", "Confirmed", null)));

        assertThat(e.reply()).get().extracting(ServiceReply::httpStatus).isEqualTo(503);
        assertStoppedEarly();
    }

    @Test
    void aSendAnsweredHugelyMayHaveBeenSent() throws InterruptedException {
        SendOutcomeUnknownException e = catchThrowableOfType(SendOutcomeUnknownException.class,
                () -> client.send(InputRules.email("a@example.com", "b@example.com", "Hi", "Hello")));

        assertThat(e.getMessage()).contains("may have been sent").contains("more than 32 MiB");
        assertThat(e.why()).isEqualTo(SendOutcomeUnknownException.Why.ANSWER_TOO_LARGE);
        assertThat(e.sizeLimit()).isEqualTo(BoundedBody.MAX_BYTES);
        assertThat(e.answerStatus()).isEqualTo(200);
        assertStoppedEarly();
    }
}
