package io.mailroom.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.net.URI;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What the client guarantees whoever calls it: input is checked before any request, the
 * https rule cannot be bypassed, the timeout covers the whole answer, an interrupt never
 * abandons a request on the wire, and a delete retried after a lost answer that finds nothing is a success.
 */
class ClientGuaranteesTest {

    private RecordingServer server;
    private ServiceClient client;

    @BeforeEach
    void start() {
        server = new RecordingServer();
        ClientConfig config = TestClients.config(server.baseUrl(), 2)
                .withTimeouts(Duration.ofSeconds(2), Duration.ofMillis(700));
        client = TestClients.client(config, new FakeTime(), ActivitySink.NONE);
    }

    @AfterEach
    void stop() {
        server.releaseHangs();
        client.close();
        server.close();
    }

    @Test
    void aSaveBuiltByHandIsCheckedBeforeAnyRequest() {
        SaveContactRequest unknownKey = new SaveContactRequest("app", "a@example.com", ContactStatus.Confirmed,
                Map.of("shoeSize", "44"));
        assertThatThrownBy(() -> client.saveContact(unknownKey))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("data.shoeSize");

        SaveContactRequest noStatus = new SaveContactRequest("app", "a@example.com", null, null);
        assertThatThrownBy(() -> client.saveContact(noStatus))
                .isInstanceOf(InvalidInputException.class).hasMessageStartingWith("status:");

        assertThat(server.requests()).isEmpty();
    }

    @Test
    void aSaveIsSentNormalised() {
        client.saveContact(new SaveContactRequest(" app ", "a@example.com ", ContactStatus.Confirmed,
                Map.of("birthday", "2024-03-05")));

        assertThat(server.only().bodyText())
                .isEqualTo("{\"appId\":\"app\",\"emailAddress\":\"a@example.com\",\"status\":\"Confirmed\",\"data\":{\"birthday\":\"05/03\"}}");
    }

    @Test
    void anEmailBuiltByHandIsCheckedBeforeAnyRequest() {
        assertThatThrownBy(() -> client.send(new Email("support@example.com", "not an address", "Hi", "Hello")))
                .isInstanceOf(InvalidInputException.class).hasMessageStartingWith("to:");
        assertThatThrownBy(() -> client.send(new Email("support@example.com", "a@example.com", "Hi\nBcc: x@y.io", "Hello")))
                .isInstanceOf(InvalidInputException.class).hasMessageStartingWith("subject:");
        assertThatThrownBy(() -> client.send(new Email("support@example.com", "a@example.com", "Hi", "")))
                .isInstanceOf(InvalidInputException.class).hasMessageStartingWith("body:");

        assertThat(server.requests()).isEmpty();
    }

    @Test
    void plainHttpToARemoteHostIsRefusedHoweverTheConfigIsBuilt() {
        assertThatThrownBy(() -> new ClientConfig(URI.create("http://mail.example.com"), TestClients.API_KEY, 5,
                Duration.ofSeconds(1), Duration.ofSeconds(1), RetryPolicy.none()))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("https");
    }

    @Test
    void theTimeoutCoversTheBodyNotJustTheHeaders() {
        server.otherwise(new RecordingServer.StallBody());

        TransportException e = catchThrowableOfType(TransportException.class, () -> client.listContacts("app", 1, 10));

        assertThat(e.getMessage()).contains("no answer within 700 ms").contains("after 2 attempts");
    }

    @Test
    void aSendWhoseBodyStallsMayHaveBeenSent() {
        server.otherwise(new RecordingServer.StallBody());

        SendOutcomeUnknownException e = catchThrowableOfType(SendOutcomeUnknownException.class,
                () -> client.send(InputRules.email("support@example.com", "a@example.com", "Hi", "Hello")));

        assertThat(e.getMessage()).contains("may have been sent").contains("no answer within 700 ms");
        assertThat(server.requests()).hasSize(1);
    }

    @Test
    void anInterruptDuringASendFinishesTheSendAndKeepsTheInterrupt() throws Exception {
        ServiceClient patient = TestClients.client(TestClients.config(server.baseUrl(), 1)
                .withTimeouts(Duration.ofSeconds(2), Duration.ofSeconds(20)), new FakeTime(), ActivitySink.NONE);
        server.then(new RecordingServer.Hang());
        AtomicReference<Envelope<Void>> answer = new AtomicReference<>();
        AtomicBoolean stillInterrupted = new AtomicBoolean();
        Thread sender = Thread.ofVirtual().start(() -> {
            answer.set(patient.send(InputRules.email("support@example.com", "a@example.com", "Hi", "Hello")));
            stillInterrupted.set(Thread.currentThread().isInterrupted());
        });
        server.awaitRequests(1);
        sender.interrupt();
        Thread.sleep(100);
        server.releaseHangs();
        sender.join(10_000);
        patient.close();

        assertThat(answer.get()).isNotNull();
        assertThat(answer.get().isOk()).isTrue();
        assertThat(stillInterrupted.get()).isTrue();
        assertThat(server.requests()).hasSize(1);
    }

    @Test
    void aDeleteRetriedAfterALostAnswerThatFindsNothingSucceeds() {
        server.then(new RecordingServer.Drop(),
                RecordingServer.json(404, Envelopes.envelope("req-404", 40401, false, "Contact not found", "null")));

        Envelope<Void> envelope = client.deleteContact("app", "a@example.com");

        assertThat(envelope.isOk()).isTrue();
        assertThat(envelope.message()).startsWith("Gone: an earlier attempt");
        assertThat(envelope.requestId()).isEqualTo("req-404");
        assertThat(server.requests()).hasSize(2);
    }

    @Test
    void aFirstDeleteThatFindsNothingIsStillRefused() {
        server.then(RecordingServer.json(404, Envelopes.envelope("req-404", 40401, false, "Contact not found", "null")));

        ServiceRefusedException e = catchThrowableOfType(ServiceRefusedException.class,
                () -> client.deleteContact("app", "a@example.com"));

        assertThat(e.reply()).get().extracting(ServiceReply::code).isEqualTo(40401L);
    }
}
