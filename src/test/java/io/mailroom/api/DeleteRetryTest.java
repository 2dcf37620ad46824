package io.mailroom.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A delete retried, then answered 404: a success only when an earlier attempt may have
 * deleted the contact (no answer came, or only a proxy's), a "not found" whenever every
 * earlier answer proves nothing was done (docs/decisions/030-delete-404-after-unknown-outcome.md, 031-delete-404-after-refusal.md).
 */
class DeleteRetryTest {

    private static final String APP = "crm";

    private static RecordingServer.Reply notFound() {
        return RecordingServer.json(404, Envelopes.envelope("req-404", 40401, false, "Contact not found", "null"));
    }

    private static ServiceRefusedException refusedAfter(RecordingServer.Action first) {
        try (RecordingServer server = new RecordingServer();
             ServiceClient client = TestClients.client(TestClients.config(server.baseUrl(), 3), new FakeTime(), ActivitySink.NONE)) {
            server.then(first, notFound());
            ServiceRefusedException e = catchThrowableOfType(ServiceRefusedException.class,
                    () -> client.deleteContact(APP, "never-there@example.com"));
            assertThat(server.requests()).hasSize(2);
            return e;
        }
    }

    private static Envelope<Void> succeededAfter(RecordingServer.Action first) {
        try (RecordingServer server = new RecordingServer()) {
            ClientConfig config = TestClients.config(server.baseUrl(), 3).withTimeouts(Duration.ofSeconds(5), Duration.ofMillis(500));
            try (ServiceClient client = TestClients.client(config, new FakeTime(), ActivitySink.NONE)) {
                server.then(first, notFound());
                return client.deleteContact(APP, "was-there@example.com");
            }
        }
    }

    @Test
    void a404AfterA429IsNotFound() {
        ServiceRefusedException e = refusedAfter(
                RecordingServer.json(429, Envelopes.envelope("req-429", 42900, false, "Too many requests", "null")));

        assertThat(e.reply()).get().extracting(ServiceReply::httpStatus, ServiceReply::code).containsExactly(404, 40401L);
    }

    @Test
    void a404AfterTheServicesOwn5xxRefusalIsNotFound() {
        for (int status : new int[] {500, 502, 503, 504}) {
            ServiceRefusedException e = refusedAfter(
                    RecordingServer.json(status, Envelopes.envelope("req-5xx", 50000 + status, false, "Unavailable", "null")));

            assertThat(e.reply()).as("after HTTP " + status).get().extracting(ServiceReply::code).isEqualTo(40401L);
        }
    }

    @Test
    void a404AfterALostAnswerIsSuccess() {
        assertThat(succeededAfter(new RecordingServer.Drop()).isOk()).isTrue();
        assertThat(succeededAfter(new RecordingServer.Hang()).message()).startsWith("Gone: an earlier attempt");
    }

    @Test
    void a404AfterAProxysErrorPageIsSuccess() {
        Envelope<Void> envelope = succeededAfter(RecordingServer.text(502, "text/html", "<html>Bad Gateway</html>"));

        assertThat(envelope.isOk()).isTrue();
        assertThat(envelope.requestId()).isEqualTo("req-404");
    }

    /** The probe's case against the sandbox: addresses that never existed, each first refused with a 429. */
    @Test
    void addressesThatNeverExistedAreNotFoundAfterA429OrA503FromTheSandbox() {
        try (SandboxServer sandbox = SandboxServer.start(SandboxOptions.defaults().withApiKey(TestClients.KEY).withRateLimit(1000));
             ServiceClient client = TestClients.client(TestClients.config(sandbox.baseUrl().toString(), 3), new FakeTime(),
                     ActivitySink.NONE)) {
            for (int status : new int[] {429, 503}) {
                sandbox.faults().failNext(1, status, status * 100L, "Injected");

                ServiceRefusedException e = catchThrowableOfType(ServiceRefusedException.class,
                        () -> client.deleteContact(APP, "ghost-" + status + "@example.com"));

                assertThat(e.reply()).as("after HTTP " + status).get()
                        .extracting(ServiceReply::httpStatus, ServiceReply::code).containsExactly(404, 40401L);
            }
            assertThat(sandbox.stats().count("DELETE /v1/contact")).isEqualTo(4);
        }
    }

    /** And the case the rule is for: the sandbox deletes, its answer comes too late, the retry finds nothing. */
    @Test
    void aDeleteWhoseAnswerCameTooLateIsReportedDoneByTheRetry() {
        try (SandboxServer sandbox = SandboxServer.start(SandboxOptions.defaults().withApiKey(TestClients.KEY).withRateLimit(1000))) {
            ClientConfig config = TestClients.config(sandbox.baseUrl().toString(), 3)
                    .withTimeouts(Duration.ofSeconds(5), Duration.ofMillis(500));
            try (ServiceClient client = TestClients.client(config, new FakeTime(), ActivitySink.NONE)) {
                client.saveContact(InputRules.saveContact(APP, "late@example.com", "Confirmed", null));
                sandbox.faults().answerLateNext(1, Duration.ofSeconds(2));

                Envelope<Void> envelope = client.deleteContact(APP, "late@example.com");

                assertThat(envelope.isOk()).isTrue();
                assertThat(envelope.message()).startsWith("Gone: an earlier attempt");
                assertThat(client.listContacts(APP, 1, 500).data().total()).isZero();
            }
        }
    }
}
