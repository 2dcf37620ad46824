package io.mailroom.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Retries per docs/decisions/005-retries-and-may-have-been-sent.md, on a fake clock: every wait is recorded instead of slept.
 * The policy here: 4 attempts, backoff 200 ms doubling, no jitter (so 100, 200, 400 ms).
 */
class RetryTest {

    private static final int MAX_ATTEMPTS = 4;
    private static final Duration[] BACKOFF = {Duration.ofMillis(100), Duration.ofMillis(200), Duration.ofMillis(400)};

    private RecordingServer server;
    private FakeTime time;
    private RecordingSink activity;
    private ServiceClient client;

    @BeforeEach
    void start() {
        server = new RecordingServer();
        time = new FakeTime();
        activity = new RecordingSink();
        // A generous rate limit, so that every wait recorded here is a retry's, none the limiter's
        // (the limiter's own waits are tested in RateLimiterTest, and its 429 pause below).
        client = TestClients.client(TestClients.config(server.baseUrl(), MAX_ATTEMPTS).withRateLimit(100), time, activity);
    }

    @AfterEach
    void stop() {
        client.close();
        server.close();
    }

    private static RecordingServer.Reply unavailable() {
        return RecordingServer.json(503, Envelopes.envelope("req-503", 50300, false, "Service unavailable", "null"));
    }

    private static RecordingServer.Reply tooMany() {
        return RecordingServer.json(429, Envelopes.envelope("req-429", 42900, false, "Too many requests", "null"));
    }

    private static String httpDate(Duration fromNow) {
        return DateTimeFormatter.RFC_1123_DATE_TIME.format(FakeTime.EPOCH.plus(fromNow).atOffset(ZoneOffset.UTC));
    }

    /** A loopback port with nothing listening on it: connections are refused. */
    private static int refusingPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    private void listContacts() {
        client.listContacts("app", 1, 500);
    }

    private void deleteContact() {
        client.deleteContact("app", "a@x.io");
    }

    private void saveContact() {
        client.saveContact(InputRules.saveContact("app", "a@x.io", "Confirmed", null));
    }

    private void send() {
        client.send(InputRules.email("a@x.io", "b@x.io", "Hi", "Hello"));
    }

    // --- repeatable endpoints: GET, DELETE, POST /v1/contact ---

    @Test
    void aRepeatableRequestIsRetriedOn5xxUntilItSucceeds() {
        for (Runnable call : new Runnable[] {this::listContacts, this::deleteContact, this::saveContact}) {
            server.then(unavailable(), RecordingServer.json(500, Envelopes.ok()), RecordingServer.json(502, "<html>bad gateway</html>"),
                    RecordingServer.json(200, Envelopes.envelope("req-ok", 0, true, "OK", Envelopes.page(1, 1, 500))));
            call.run();
        }

        assertThat(server.requests()).hasSize(12);
        assertThat(server.requests()).extracting(RecordingServer.Recorded::target).containsSubsequence(
                "GET /v1/contact?appId=app&page=1&pageSize=500", "GET /v1/contact?appId=app&page=1&pageSize=500",
                "GET /v1/contact?appId=app&page=1&pageSize=500", "GET /v1/contact?appId=app&page=1&pageSize=500",
                "DELETE /v1/contact?appId=app&emailAddress=a%40x.io", "DELETE /v1/contact?appId=app&emailAddress=a%40x.io",
                "DELETE /v1/contact?appId=app&emailAddress=a%40x.io", "DELETE /v1/contact?appId=app&emailAddress=a%40x.io",
                "POST /v1/contact", "POST /v1/contact", "POST /v1/contact", "POST /v1/contact");
        assertThat(activity.records()).extracting(ActivityRecord::attempts).containsExactly(4, 4, 4);
        assertThat(activity.records()).extracting(ActivityRecord::ok).containsExactly(true, true, true);
        assertThat(activity.records()).extracting(ActivityRecord::httpStatus).containsExactly(200, 200, 200);
        assertThat(time.waits()).containsExactly(BACKOFF[0], BACKOFF[1], BACKOFF[2], BACKOFF[0], BACKOFF[1], BACKOFF[2],
                BACKOFF[0], BACKOFF[1], BACKOFF[2]);
    }

    @Test
    void aRetriedSaveSendsTheSameBodyEveryTime() {
        server.then(unavailable(), unavailable());

        client.saveContact(InputRules.saveContact("app", "a@x.io", "Confirmed", java.util.Map.of("firstName", "Ann")));

        assertThat(server.requests()).hasSize(3).extracting(RecordingServer.Recorded::bodyText).containsOnly(
                "{\"appId\":\"app\",\"emailAddress\":\"a@x.io\",\"status\":\"Confirmed\",\"data\":{\"firstName\":\"Ann\"}}");
    }

    @Test
    void after5xxOnEveryAttemptTheLastRefusalIsReported() {
        server.otherwise(unavailable());

        ServiceRefusedException e = catchThrowableOfType(ServiceRefusedException.class, this::deleteContact);

        assertThat(e.reply().orElseThrow().httpStatus()).isEqualTo(503);
        assertThat(e.reply().orElseThrow().code()).isEqualTo(50300L);
        assertThat(e.getMessage()).contains("Service unavailable");
        assertThat(server.requests()).hasSize(MAX_ATTEMPTS);
        assertThat(activity.only().attempts()).isEqualTo(MAX_ATTEMPTS);
        assertThat(activity.only().ok()).isFalse();
        assertThat(activity.only().httpStatus()).isEqualTo(503);
        assertThat(time.waits()).containsExactly(BACKOFF);
    }

    @Test
    void a4xxRefusalIsNotRetried() {
        server.otherwise(RecordingServer.json(400, Envelopes.envelope("r", 40001, false, "appId unknown", "null")));

        catchThrowableOfType(ServiceRefusedException.class, this::listContacts);

        assertThat(server.requests()).hasSize(1);
        assertThat(time.waits()).isEmpty();
    }

    @Test
    void retryAfterInSecondsIsHonouredOn5xx() {
        server.then(unavailable().header("Retry-After", "3"));

        listContacts();

        assertThat(server.requests()).hasSize(2);
        assertThat(time.waits()).containsExactly(Duration.ofSeconds(3));
    }

    @Test
    void retryAfterAsAnHttpDateIsHonouredOn5xx() {
        server.then(unavailable().header("Retry-After", httpDate(Duration.ofSeconds(7))));

        saveContact();

        assertThat(server.requests()).hasSize(2);
        assertThat(time.waits()).containsExactly(Duration.ofSeconds(7));
    }

    @Test
    void retryAfterInThePastMeansRetryAtOnce() {
        server.then(unavailable().header("Retry-After", httpDate(Duration.ofSeconds(-30))));

        deleteContact();

        assertThat(server.requests()).hasSize(2);
        assertThat(time.waits()).isEmpty();
    }

    @Test
    void anUnreadableRetryAfterFallsBackToBackoff() {
        server.then(unavailable().header("Retry-After", "soon"));

        deleteContact();

        assertThat(time.waits()).containsExactly(BACKOFF[0]);
    }

    @Test
    void retryAfterInSecondsIsHonouredOn429() {
        server.then(tooMany().header("Retry-After", "2"));

        listContacts();

        assertThat(server.requests()).hasSize(2);
        assertThat(time.waits()).containsExactly(Duration.ofSeconds(2));
        assertThat(activity.only().attempts()).isEqualTo(2);
        assertThat(activity.only().ok()).isTrue();
    }

    @Test
    void retryAfterAsAnHttpDateIsHonouredOn429() {
        server.then(tooMany().header("Retry-After", httpDate(Duration.ofSeconds(5))));

        deleteContact();

        assertThat(server.requests()).hasSize(2);
        assertThat(time.waits()).containsExactly(Duration.ofSeconds(5));
    }

    /** "13:00", the clock's time plus {@code wait} on this computer's clock, as the messages give it. */
    private static String localTimeAfter(Duration wait) {
        return DateTimeFormatter.ofPattern("HH:mm").format(FakeTime.EPOCH.plus(wait).atZone(ZoneId.systemDefault()));
    }

    @Test
    void aRetryAfterUpToThePolicysLongestDelayIsWaitedForAsAsked() {
        server.then(unavailable().header("Retry-After", "30"), tooMany().header("Retry-After", "30"));

        listContacts();

        assertThat(server.requests()).hasSize(3);
        assertThat(time.waits()).containsExactly(Duration.ofSeconds(30), Duration.ofSeconds(30));
    }

    @Test
    void a429AskingToWaitLongerThanThePolicyWaitsIsNotRetriedAndSaysUntilWhen() {
        server.then(tooMany().header("Retry-After", "3600"));

        RateLimitedException e = catchThrowableOfType(RateLimitedException.class, this::deleteContact);

        assertThat(e.getMessage()).isEqualTo("The service is rate limiting this API key and asked to wait 1 h, until "
                + localTimeAfter(Duration.ofHours(1)) + " local time; nothing more was sent. Try again then"
                + " (HTTP 429, code 42900, requestId req-429)");
        assertThat(e.retryAt()).contains(FakeTime.EPOCH.plusSeconds(3600));
        assertThat(e.askedToWait()).contains(Duration.ofHours(1));
        assertThat(e.retryAfter()).isEqualTo(Duration.ofHours(1));
        assertThat(e.attempts()).isEqualTo(1);
        assertThat(server.requests()).hasSize(1);
        assertThat(time.waits()).isEmpty();
        assertThat(activity.only().attempts()).isEqualTo(1);
        assertThat(activity.only().httpStatus()).isEqualTo(429);
    }

    @Test
    void a5xxAskingToWaitLongerThanThePolicyWaitsIsNotRetriedAndSaysUntilWhen() {
        server.then(unavailable().header("Retry-After", httpDate(Duration.ofMinutes(45).plusSeconds(10))));

        ServiceRefusedException e = catchThrowableOfType(ServiceRefusedException.class, this::listContacts);

        assertThat(e.getMessage()).isEqualTo("Service unavailable (HTTP 503, code 50300, requestId req-503). The service"
                + " asked to wait 46 min, until " + localTimeAfter(Duration.ofMinutes(46)) + " local time; it was not asked"
                + " again. Try again then");
        assertThat(e.retryAt()).contains(FakeTime.EPOCH.plus(Duration.ofMinutes(45).plusSeconds(10)));
        assertThat(e.askedToWait()).contains(Duration.ofMinutes(45).plusSeconds(10));
        assertThat(e.contradiction()).isEmpty();
        assertThat(e.reply().orElseThrow().message()).isEqualTo("Service unavailable");
        assertThat(server.requests()).hasSize(1);
        assertThat(time.waits()).isEmpty();
    }

    @Test
    void aSendAnswered5xxWithALongRetryAfterStillMayHaveBeenSent() {
        server.then(unavailable().header("Retry-After", "3600"));

        SendOutcomeUnknownException e = catchThrowableOfType(SendOutcomeUnknownException.class, this::send);

        assertThat(e.getMessage()).contains("may have been sent");
        assertThat(server.requests()).hasSize(1);
    }

    @Test
    void aWaitIsSaidInWholeUnitsAndWithTheDateWhenItIsNotToday() {
        assertThat(RetryAfter.length(Duration.ofSeconds(45))).isEqualTo("45 s");
        assertThat(RetryAfter.length(Duration.ofMillis(90_200))).isEqualTo("91 s");
        assertThat(RetryAfter.length(Duration.ofSeconds(300))).isEqualTo("5 min");
        assertThat(RetryAfter.length(Duration.ofSeconds(3600))).isEqualTo("1 h");
        assertThat(RetryAfter.length(Duration.ofMinutes(150))).isEqualTo("2 h 30 min");

        Instant lateEvening = LocalDateTime.of(2025, 1, 1, 23, 30).atZone(ZoneId.systemDefault()).toInstant();
        assertThat(RetryAfter.describe(Duration.ofHours(1), lateEvening)).isEqualTo("asked to wait 1 h, until Thu 2 Jan 00:30 local time");
        assertThat(RetryAfter.describe(Duration.ofSeconds(45), lateEvening)).isEqualTo("asked to wait 45 s, until 23:31 local time");
    }

    @Test
    void after429OnEveryAttemptTheClientGivesUpAndSaysHowOften() {
        server.otherwise(tooMany().header("Retry-After", "1"));

        RateLimitedException e = catchThrowableOfType(RateLimitedException.class, this::saveContact);

        assertThat(e.getMessage()).contains("after " + MAX_ATTEMPTS + " attempts").contains("HTTP 429").contains("req-429");
        assertThat(e.attempts()).isEqualTo(MAX_ATTEMPTS);
        assertThat(e.askedToWait()).isEmpty();
        assertThat(e.retryAfter()).isEqualTo(Duration.ofSeconds(1));
        assertThat(server.requests()).hasSize(MAX_ATTEMPTS);
        assertThat(activity.only().attempts()).isEqualTo(MAX_ATTEMPTS);
        assertThat(activity.only().httpStatus()).isEqualTo(429);
        assertThat(time.waits()).containsExactly(Duration.ofSeconds(1), Duration.ofSeconds(1), Duration.ofSeconds(1));
    }

    @Test
    void aDroppedConnectionIsRetriedForDeleteAndSave() {
        for (Runnable call : new Runnable[] {this::deleteContact, this::saveContact}) {
            server.then(new RecordingServer.Drop(), new RecordingServer.Drop(), RecordingServer.json(200, Envelopes.ok()));
            call.run();
        }

        assertThat(activity.records()).extracting(ActivityRecord::attempts).containsExactly(3, 3);
        assertThat(activity.records()).extracting(ActivityRecord::ok).containsExactly(true, true);
        assertThat(server.requests()).extracting(RecordingServer.Recorded::method)
                .containsExactly("DELETE", "DELETE", "DELETE", "POST", "POST", "POST");
        assertThat(time.waits()).containsExactly(BACKOFF[0], BACKOFF[1], BACKOFF[0], BACKOFF[1]);
    }

    @Test
    void aDroppedConnectionIsRetriedForAListUpToMaxAttempts() {
        server.otherwise(new RecordingServer.Drop());

        TransportException e = catchThrowableOfType(TransportException.class, this::listContacts);

        assertThat(e.getMessage()).contains("the connection failed").contains("after " + MAX_ATTEMPTS + " attempts");
        assertThat(activity.only().attempts()).isEqualTo(MAX_ATTEMPTS);
        assertThat(time.waits()).containsExactly(BACKOFF);
        // The JDK's HttpClient itself repeats a GET once when the connection closes before an
        // answer, so the server may see more requests than the client made attempts.
        assertThat(server.requests()).hasSizeBetween(MAX_ATTEMPTS, 2 * MAX_ATTEMPTS);
    }

    @Test
    void theHttpClientsOwnRepeatOfAGetCountsInTheKeysWindow() {
        // The JDK's client sends a GET again by itself when the connection closes before any answer.
        server.then(new RecordingServer.Drop(),
                RecordingServer.json(200, Envelopes.envelope("r1", 0, true, "OK", Envelopes.page(0, 1, 500))));

        listContacts();

        assertThat(activity.only().attempts()).isEqualTo(1);
        assertThat(server.requests()).hasSize(2);
        assertThat(client.budgetInUse()).as("both arrivals, on the fake clock still within the window").isEqualTo(2);
    }

    @Test
    void connectionRefusedIsRetriedUpToMaxAttemptsThenReported() throws IOException {
        int port = refusingPort();
        try (ServiceClient refused = TestClients.client(TestClients.config("http://127.0.0.1:" + port, MAX_ATTEMPTS), time, activity)) {
            TransportException e = catchThrowableOfType(TransportException.class, () -> refused.deleteContact("app", "a@x.io"));

            assertThat(e.getMessage()).contains("connection refused").contains("after " + MAX_ATTEMPTS + " attempts")
                    .contains("127.0.0.1:" + port);
            assertThat(e.failure().kind()).isEqualTo(ConnectionFailure.Kind.REFUSED);
            assertThat(e.attempts()).isEqualTo(MAX_ATTEMPTS);
            assertThat(e.baseUrl()).hasToString("http://127.0.0.1:" + port);
        }
        assertThat(activity.only().attempts()).isEqualTo(MAX_ATTEMPTS);
        assertThat(activity.only().httpStatus()).isNull();
        assertThat(activity.only().ok()).isFalse();
        assertThat(time.waits()).containsExactly(BACKOFF);
    }

    @Test
    void aRequestTimeoutIsRetriedForRepeatableRequests() throws InterruptedException {
        server.then(new RecordingServer.Hang(), new RecordingServer.Hang());
        ClientConfig config = TestClients.config(server.baseUrl(), 2).withTimeouts(Duration.ofSeconds(5), Duration.ofMillis(500));
        try (ServiceClient slow = TestClients.client(config, time, activity)) {
            TransportException e = catchThrowableOfType(TransportException.class, () -> slow.listContacts("app", 1, 500));

            assertThat(e.getMessage()).contains("no answer within").contains("after 2 attempts");
            assertThat(e.failure()).isEqualTo(new ConnectionFailure(ConnectionFailure.Kind.NO_ANSWER_IN_TIME, Duration.ofMillis(500), null));
            assertThat(e.attempts()).isEqualTo(2);
        }
        server.awaitRequests(2);
        assertThat(activity.only().attempts()).isEqualTo(2);
    }

    // --- POST /v1/send: retried only when it surely was not processed ---

    @Test
    void aSendIsNotRetriedAfterA5xx() {
        server.otherwise(RecordingServer.json(500, Envelopes.envelope("req-500", 50000, false, "Internal error", "null")));

        SendOutcomeUnknownException e = catchThrowableOfType(SendOutcomeUnknownException.class, this::send);

        assertThat(e.getMessage()).contains("may have been sent").contains("HTTP 500").contains("req-500")
                .contains("not resent");
        assertThat(e.reply().orElseThrow().httpStatus()).isEqualTo(500);
        assertThat(e.why()).isEqualTo(SendOutcomeUnknownException.Why.SERVICE_FAILED);
        assertThat(server.requests()).hasSize(1);
        assertThat(activity.only().attempts()).isEqualTo(1);
        assertThat(activity.only().httpStatus()).isEqualTo(500);
        assertThat(time.waits()).isEmpty();
    }

    @Test
    void aSendIsNotRetriedAfterA5xxEvenWithRetryAfter() {
        server.otherwise(unavailable().header("Retry-After", "1"));

        catchThrowableOfType(SendOutcomeUnknownException.class, this::send);

        assertThat(server.requests()).hasSize(1);
    }

    @Test
    void aSendIsNotRetriedAfterARequestTimeout() throws InterruptedException {
        // A retry would meet the fallback 200 OK and succeed, so the exception proves there was none.
        server.then(new RecordingServer.Hang());
        ClientConfig config = TestClients.config(server.baseUrl(), MAX_ATTEMPTS).withTimeouts(Duration.ofSeconds(5), Duration.ofMillis(500));
        try (ServiceClient slow = TestClients.client(config, time, activity)) {
            SendOutcomeUnknownException e = catchThrowableOfType(SendOutcomeUnknownException.class,
                    () -> slow.send(InputRules.email("a@x.io", "b@x.io", "Hi", "Hello")));

            assertThat(e.getMessage()).contains("may have been sent").contains("no answer within");
            assertThat(e.why()).isEqualTo(SendOutcomeUnknownException.Why.CONNECTION_FAILED);
            assertThat(e.connection().orElseThrow().kind()).isEqualTo(ConnectionFailure.Kind.NO_ANSWER_IN_TIME);
            assertThat(e.connection().orElseThrow().timeout()).isEqualTo(Duration.ofMillis(500));
        }
        server.awaitRequests(1);
        assertThat(server.requests()).hasSize(1);
        assertThat(activity.only().attempts()).isEqualTo(1);
        assertThat(activity.only().httpStatus()).isNull();
        assertThat(time.waits()).isEmpty();
    }

    @Test
    void aSendIsNotRetriedAfterTheConnectionDroppedOnceSent() {
        server.then(new RecordingServer.Drop());

        SendOutcomeUnknownException e = catchThrowableOfType(SendOutcomeUnknownException.class, this::send);

        assertThat(e.getMessage()).contains("may have been sent");
        assertThat(server.requests()).hasSize(1);
    }

    @Test
    void aSendIsRetriedAfter429() {
        server.then(tooMany().header("Retry-After", "2"), tooMany());

        send();

        assertThat(server.requests()).hasSize(3).extracting(RecordingServer.Recorded::target).containsOnly("POST /v1/send");
        assertThat(activity.only().attempts()).isEqualTo(3);
        assertThat(activity.only().ok()).isTrue();
        assertThat(time.waits()).containsExactly(Duration.ofSeconds(2), BACKOFF[1]);
    }

    @Test
    void aSendIsRetriedAfterConnectionRefusedThenReported() throws IOException {
        int port = refusingPort();
        try (ServiceClient refused = TestClients.client(TestClients.config("http://127.0.0.1:" + port, MAX_ATTEMPTS), time, activity)) {
            TransportException e = catchThrowableOfType(TransportException.class,
                    () -> refused.send(InputRules.email("a@x.io", "b@x.io", "Hi", "Hello")));

            assertThat(e.getMessage()).contains("connection refused").contains("after " + MAX_ATTEMPTS + " attempts");
        }
        assertThat(activity.only().attempts()).isEqualTo(MAX_ATTEMPTS);
        assertThat(time.waits()).containsExactly(BACKOFF);
    }

    @Test
    void a2xxThatIsNotTheEnvelopeLeavesTheSendsOutcomeUnknown() {
        Consumer<RecordingServer.Reply> check = reply -> {
            server.then(reply);
            int before = server.requests().size();
            SendOutcomeUnknownException e = catchThrowableOfType(SendOutcomeUnknownException.class, this::send);
            assertThat(e.getMessage()).contains("may have been sent").contains("HTTP 200");
            assertThat(e.why()).isEqualTo(SendOutcomeUnknownException.Why.NOT_AN_ENVELOPE);
            assertThat(e.answerStatus()).isEqualTo(200);
            assertThat(server.requests()).hasSize(before + 1);
        };
        check.accept(RecordingServer.text(200, "text/html", "<html>OK</html>"));
        check.accept(RecordingServer.text(200, null, ""));
        check.accept(RecordingServer.json(200, "{\"status\":\"queued\"}"));
    }

    // --- a 429 pauses the key's shared limiter ---

    @Test
    void a429PausesTheSharedLimiterSoAnotherClientOfTheKeyWaitsToo() {
        RateLimiters limiters = new RateLimiters(time);
        ClientConfig config = TestClients.config(server.baseUrl(), 1);
        server.then(tooMany().header("Retry-After", "4"));
        try (ServiceClient first = new ServiceClient(config, limiters.forKey(config.apiKey(), 5), time, activity);
             ServiceClient second = new ServiceClient(config, limiters.forKey(config.apiKey(), 5), time, activity)) {
            catchThrowableOfType(RateLimitedException.class, () -> first.listContacts("app", 1, 500));
            assertThat(time.waits()).isEmpty();

            second.deleteContact("app", "a@x.io");
        }

        assertThat(time.waits()).containsExactly(Duration.ofSeconds(4));
        assertThat(server.requests()).extracting(RecordingServer.Recorded::method).containsExactly("GET", "DELETE");
    }
}
