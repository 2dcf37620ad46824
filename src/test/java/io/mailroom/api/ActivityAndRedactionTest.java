package io.mailroom.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** One activity record per logical request, and the API key in none of what a person may see (docs/decisions/013-where-the-key-lives.md). */
class ActivityAndRedactionTest {

    private static final String KEY = TestClients.KEY;

    private RecordingServer server;
    private FakeTime time;
    private RecordingSink activity;
    private ServiceClient client;

    @BeforeEach
    void start() {
        server = new RecordingServer();
        time = new FakeTime();
        activity = new RecordingSink();
        client = TestClients.client(TestClients.config(server.baseUrl(), 3), time, activity);
    }

    @AfterEach
    void stop() {
        client.close();
        server.close();
    }

    @Test
    void aSuccessfulListIsOneRecordWithEverythingAPersonNeeds() {
        server.then(RecordingServer.json(200, Envelopes.envelope("req-41", 0, true, "OK", Envelopes.page(0, 2, 50))));

        client.listContacts("app 1", 2, 50);

        ActivityRecord record = activity.only();
        assertThat(record.method()).isEqualTo("GET");
        assertThat(record.path()).isEqualTo("/v1/contact?appId=app%201&page=2&pageSize=50");
        assertThat(record.httpStatus()).isEqualTo(200);
        assertThat(record.code()).isZero();
        assertThat(record.message()).isEqualTo("OK");
        assertThat(record.requestId()).isEqualTo("req-41");
        assertThat(record.attempts()).isEqualTo(1);
        assertThat(record.ok()).isTrue();
        assertThat(record.time()).isEqualTo(FakeTime.EPOCH);
        assertThat(record.line()).isEqualTo("GET /v1/contact?appId=app%201&page=2&pageSize=50 → 200 code 0 OK (req-41) 0 ms, 1 attempt");
    }

    @Test
    void aRetriedRequestIsStillOneRecordCountingItsAttemptsAndItsWaits() {
        server.then(RecordingServer.json(503, Envelopes.envelope("req-1", 50300, false, "Busy", "null")).header("Retry-After", "2"),
                RecordingServer.json(200, Envelopes.envelope("req-2", 0, true, "Deleted", "null")));

        client.deleteContact("app", "a+b@x.io");

        ActivityRecord record = activity.only();
        assertThat(record.method()).isEqualTo("DELETE");
        assertThat(record.path()).isEqualTo("/v1/contact?appId=app&emailAddress=a%2Bb%40x.io");
        assertThat(record.attempts()).isEqualTo(2);
        assertThat(record.httpStatus()).isEqualTo(200);
        assertThat(record.requestId()).isEqualTo("req-2");
        assertThat(record.duration()).isEqualTo(Duration.ofSeconds(2));
        assertThat(record.line()).endsWith("(req-2) 2000 ms, 2 attempts");
    }

    @Test
    void aRefusalIsRecordedWithStatusCodeMessageAndRequestId() {
        server.then(RecordingServer.json(400, Envelopes.envelope("req-77", 40001, false, "emailAddress is invalid", "null")));

        catchThrowableOfType(ServiceRefusedException.class,
                () -> client.saveContact(InputRules.saveContact("app", "a@x.io", "Confirmed", null)));

        ActivityRecord record = activity.only();
        assertThat(record.method()).isEqualTo("POST");
        assertThat(record.path()).isEqualTo("/v1/contact");
        assertThat(record.httpStatus()).isEqualTo(400);
        assertThat(record.code()).isEqualTo(40001L);
        assertThat(record.message()).isEqualTo("emailAddress is invalid");
        assertThat(record.requestId()).isEqualTo("req-77");
        assertThat(record.line()).isEqualTo(
                "POST /v1/contact → 400 code 40001 emailAddress is invalid (req-77) " + record.duration().toMillis() + " ms, 1 attempt");
        assertThat(record.attempts()).isEqualTo(1);
        assertThat(record.ok()).isFalse();
    }

    @Test
    void aRequestThatNeverGotAnAnswerIsRecordedAsSuch() throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort();
        }
        try (ServiceClient refused = TestClients.client(TestClients.config("http://127.0.0.1:" + port, 2), time, activity)) {
            catchThrowableOfType(TransportException.class, () -> refused.send(InputRules.email("a@x.io", "b@x.io", "Hi", "Hello")));
        }

        ActivityRecord record = activity.only();
        assertThat(record.httpStatus()).isNull();
        assertThat(record.code()).isNull();
        assertThat(record.ok()).isFalse();
        assertThat(record.attempts()).isEqualTo(2);
        assertThat(record.message()).contains("connection refused");
        assertThat(record.line()).startsWith("POST /v1/send → no answer").endsWith("2 attempts");
    }

    @Test
    void inputRefusedBeforeSendingMakesNoRequestAndNoRecord() {
        catchThrowableOfType(InvalidInputException.class, () -> client.deleteContact("app", "not-an-email"));
        catchThrowableOfType(InvalidInputException.class, () -> client.listContacts(" ", 1, 500));

        assertThat(server.requests()).isEmpty();
        assertThat(activity.records()).isEmpty();
    }

    @Test
    void everyLogicalRequestIsOneRecordInOrder() {
        server.then(RecordingServer.json(200, Envelopes.envelope("r", 0, true, "OK", Envelopes.page(0, 1, 500))),
                RecordingServer.json(200, Envelopes.ok()), RecordingServer.json(500, Envelopes.ok()));

        client.listContacts("app", 1, 500);
        client.saveContact(InputRules.saveContact("app", "a@x.io", "Confirmed", null));
        catchThrowableOfType(SendOutcomeUnknownException.class, () -> client.send(InputRules.email("a@x.io", "b@x.io", "Hi", "Hello")));
        client.deleteContact("app", "a@x.io");

        assertThat(activity.records()).extracting(r -> r.method() + " " + r.path() + " " + r.httpStatus() + " " + r.ok())
                .containsExactly("GET /v1/contact?appId=app&page=1&pageSize=500 200 true", "POST /v1/contact 200 true",
                        "POST /v1/send 500 false", "DELETE /v1/contact?appId=app&emailAddress=a%40x.io 200 true");
    }

    // --- the key is never shown ---

    @Test
    void theKeyAndTheConfigShowNoKeyText() {
        ApiKey key = ApiKey.of(KEY);
        ClientConfig config = TestClients.config(server.baseUrl(), 3);

        assertThat(key.toString()).doesNotContain(KEY).contains("••••");
        assertThat(config.toString()).doesNotContain(KEY).contains("ApiKey[••••]");
        assertThat(config.withRateLimit(9).withTimeouts(Duration.ofSeconds(1), Duration.ofSeconds(2)).toString()).doesNotContain(KEY);
        assertThat(key.reveal()).isEqualTo(KEY);
    }

    @Test
    void aServiceEchoingTheKeyInASuccessShowsItNowhere() {
        server.then(RecordingServer.json(200, Envelopes.envelope("req-" + KEY, 0, true, "Saved with Bearer " + KEY, "null")));

        Envelope<Void> envelope = client.saveContact(InputRules.saveContact("app", "a@x.io", "Confirmed", null));

        assertThat(envelope.message()).doesNotContain(KEY).startsWith("Saved with Bearer ");
        assertThat(envelope.requestId()).doesNotContain(KEY);
        assertNoKey(activity.only());
    }

    @ParameterizedTest
    @ValueSource(ints = {400, 401, 403, 404, 429, 500})
    void aServiceEchoingTheKeyInARefusalShowsItNowhere(int status) {
        server.otherwise(RecordingServer.json(status,
                Envelopes.envelope("req-" + KEY, 40000 + status, false, "Unknown key \"" + KEY + "\" for app", "null")));

        ApiException deleteError = catchThrowableOfType(ApiException.class, () -> client.deleteContact("app", "a@x.io"));
        ApiException sendError = catchThrowableOfType(ApiException.class,
                () -> client.send(InputRules.email("a@x.io", "b@x.io", "Hi", "Hello")));

        for (ApiException e : List.of(deleteError, sendError)) {
            assertNoKey(e);
        }
        assertThat(activity.records()).hasSize(2).allSatisfy(ActivityAndRedactionTest::assertNoKey);
    }

    @Test
    void aServiceEchoingTheKeyInAPageThatIsNotTheEnvelopeShowsItNowhere() {
        server.then(RecordingServer.text(200, "text/html", "<html><body>Debug: Authorization: Bearer " + KEY + "</body></html>"),
                RecordingServer.text(200, "text/plain", KEY),
                RecordingServer.text(502, "application/json", "{\"error\":\"bad token " + KEY + "\"}"));

        for (int i = 0; i < 3; i++) {
            ApiException e = catchThrowableOfType(ApiException.class,
                    () -> client.send(InputRules.email("a@x.io", "b@x.io", "Hi", "Hello")));
            assertNoKey(e);
        }
        assertThat(activity.records()).hasSize(3).allSatisfy(ActivityAndRedactionTest::assertNoKey);

        server.then(RecordingServer.text(200, "text/html", "<html><body>token=" + KEY + "</body></html>"));
        MalformedResponseException e = catchThrowableOfType(MalformedResponseException.class, () -> client.listContacts("app", 1, 500));
        assertNoKey(e);
        assertThat(e.getMessage()).contains("token=••••");
        assertThat(e.snippet()).doesNotContain(KEY);
    }

    @Test
    void aKeyWithCharactersThatMeanSomethingInJsonIsRedactedToo() {
        String odd = "k/e\\y\"<&>+=%20_0123456789";
        ApiKey key = ApiKey.of(odd);
        server.otherwise(RecordingServer.json(400, Envelopes.envelope("r", 1, false, "bad key " + odd, "null")));
        ClientConfig config = new ClientConfig(InputRules.baseUrl(server.baseUrl()), key, 5,
                Duration.ofSeconds(5), Duration.ofSeconds(5), RetryPolicy.none());
        try (ServiceClient oddClient = new ServiceClient(config, new RateLimiter(5, Duration.ZERO, time), time, activity)) {
            ServiceRefusedException e = catchThrowableOfType(ServiceRefusedException.class, () -> oddClient.deleteContact("app", "a@x.io"));
            assertThat(e.getMessage()).doesNotContain(odd).contains("bad key ••••");
        }
        assertThat(server.requests().getLast().header("Authorization")).contains("Bearer " + odd);
        assertThat(activity.records().getLast().toString()).doesNotContain(odd);
        assertThat(config.toString()).doesNotContain(odd);
    }

    private static void assertNoKey(ApiException e) {
        assertThat(e.getMessage()).doesNotContain(KEY);
        assertThat(e.toString()).doesNotContain(KEY);
        e.reply().ifPresent(reply -> {
            assertThat(reply.toString()).doesNotContain(KEY);
            assertThat(reply.reference()).doesNotContain(KEY);
        });
        assertThat(e.requestId().orElse("")).doesNotContain(KEY);
    }

    private static void assertNoKey(ActivityRecord record) {
        assertThat(record.toString()).doesNotContain(KEY);
        assertThat(record.line()).doesNotContain(KEY);
    }
}
