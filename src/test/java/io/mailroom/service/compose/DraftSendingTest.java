package io.mailroom.service.compose;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mailroom.api.ApiKey;
import io.mailroom.api.ClientConfig;
import io.mailroom.api.InvalidInputException;
import io.mailroom.api.SendOutcomeUnknownException;
import io.mailroom.api.ServiceClient;
import io.mailroom.api.ServiceRefusedException;
import io.mailroom.sandbox.CapturedEmail;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.Connections;
import io.mailroom.service.MutableClock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one sending path against the sandbox over loopback HTTP: every outcome lands in the history. */
class DraftSendingTest {

    private static final String KEY = "sending-test-key-7d1e";
    private static SandboxServer sandbox;

    @TempDir
    Path data;

    private final MutableClock clock = new MutableClock();

    @BeforeAll
    static void start() {
        sandbox = SandboxServer.start(SandboxOptions.defaults().withApiKey(KEY).withRateLimit(1000).withSeedContacts(5));
    }

    @AfterAll
    static void stop() {
        sandbox.close();
    }

    @BeforeEach
    void reset() {
        sandbox.faults().clear();
        sandbox.clearOutbox();
    }

    private static ServiceClient client(Duration timeout) {
        return new Connections().open(ClientConfig.of(sandbox.baseUrl().toString(), ApiKey.of(KEY))
                .withTimeouts(timeout, timeout));
    }

    private static Draft draft(String to) {
        return new Draft("d", "Sandbox", "support@mailroom.example", to, "Hello", "Hi there", false, null, null);
    }

    @Test
    void aSuccessIsRecordedAsSentWithTheRequestId() {
        SendHistory history = new SendHistory(data, clock);
        EmailSending.Sent outcome;
        try (ServiceClient client = client(Duration.ofSeconds(10))) {
            outcome = new EmailSending(history, clock).send(client, draft("ada@example.com"), false);
        }
        SentEmail sent = outcome.entry();
        assertThat(outcome.notRecorded()).isNull();
        assertThat(outcome.envelope().requestId()).isEqualTo(sent.requestId());

        CapturedEmail captured = sandbox.outbox().getFirst();
        assertThat(sandbox.outbox()).hasSize(1);
        assertThat(sent.result()).isEqualTo(SendResult.SENT);
        assertThat(sent.requestId()).isEqualTo(captured.requestId()).isNotBlank();
        assertThat(history.entries().entries()).containsExactly(sent);
        assertThat(sent.profile()).isEqualTo("Sandbox");
        assertThat(sent.body()).isEqualTo("Hi there");
    }

    @Test
    void aLateAnswerIsRecordedAsOutcomeUnknownAndSentExactlyOnce() {
        sandbox.faults().answerLateNext(1, Duration.ofMillis(2_500));
        SendHistory history = new SendHistory(data, clock);
        try (ServiceClient client = client(Duration.ofSeconds(1))) {
            assertThatThrownBy(() -> new EmailSending(history, clock).send(client, draft("late@example.com"), false))
                    .isInstanceOf(SendOutcomeUnknownException.class).hasMessageContaining("may have been sent");
        }

        assertThat(sandbox.outbox()).extracting(CapturedEmail::to).containsExactly("late@example.com");
        assertThat(history.entries().entries()).singleElement().satisfies(entry -> {
            assertThat(entry.result()).isEqualTo(SendResult.OUTCOME_UNKNOWN);
            assertThat(entry.message()).contains("may have been sent");
            assertThat(entry.failure()).isEqualTo(new SendFailure(SendFailure.Kind.CONNECTION_LOST, null, null, null));
            assertThat(entry.to()).isEqualTo("late@example.com");
        });
    }

    @Test
    void aRefusalIsRecordedAsFailedWithTheServicesMessageAndRequestId() {
        SendHistory history = new SendHistory(data, clock);
        try (ServiceClient client = client(Duration.ofSeconds(10))) {
            assertThatThrownBy(() -> new EmailSending(history, clock).send(client,
                    new Draft("d", null, "nobody@unverified.example", "ada@example.com", "Hi", "x", false, null, null), false))
                    .isInstanceOf(ServiceRefusedException.class);
        }

        assertThat(sandbox.outbox()).isEmpty();
        assertThat(history.entries().entries()).singleElement().satisfies(entry -> {
            assertThat(entry.result()).isEqualTo(SendResult.FAILED);
            assertThat(entry.message()).contains("not verified");
            assertThat(entry.failure()).as("why, as data the desktop app words in the person's language")
                    .isEqualTo(new SendFailure(SendFailure.Kind.REFUSED, 400, 40003L, "Sender address is not verified: nobody@unverified.example"));
            assertThat(entry.requestId()).isNotBlank();
        });
    }

    @Test
    void aServerErrorIsRecordedWithTheServicesStatusCodeAndOwnMessage() {
        sandbox.faults().failNext(1, 503, 50300, "Mail queue unavailable");
        SendHistory history = new SendHistory(data, clock);
        try (ServiceClient client = client(Duration.ofSeconds(10))) {
            assertThatThrownBy(() -> new EmailSending(history, clock).send(client, draft("ada@example.com"), false))
                    .isInstanceOf(SendOutcomeUnknownException.class);
        }

        SentEmail entry = history.entries().entries().getFirst();
        assertThat(entry.result()).isEqualTo(SendResult.OUTCOME_UNKNOWN);
        assertThat(entry.failure()).isEqualTo(new SendFailure(SendFailure.Kind.SERVICE_FAILED, 503, 50300L, "Mail queue unavailable"));
    }

    @Test
    void aHistoryThatCannotBeWrittenNeverTurnsASendIntoAFailure() throws Exception {
        Path notADirectory = Files.writeString(data.resolve("a-file"), "x");
        SendHistory history = new SendHistory(notADirectory, clock);
        EmailSending.Sent sent;
        try (ServiceClient client = client(Duration.ofSeconds(10))) {
            sent = new EmailSending(history, clock).send(client, draft("ada@example.com"), false);
        }
        assertThat(sandbox.outbox()).hasSize(1);
        assertThat(sent.entry().result()).isEqualTo(SendResult.SENT);
        assertThat(sent.notRecorded().action()).isEqualTo(LocalDataException.Action.RECORD_SENT);
        assertThat(sent.notRecorded()).hasMessageStartingWith("cannot add to the history of sent emails");
    }

    @Test
    void inputRefusedBeforeSendingIsNotRecorded() {
        SendHistory history = new SendHistory(data, clock);
        long before = sandbox.stats().count("POST /v1/send");
        try (ServiceClient client = client(Duration.ofSeconds(10))) {
            assertThatThrownBy(() -> new EmailSending(history, clock).send(client, draft("not an address"), false))
                    .isInstanceOf(InvalidInputException.class).hasMessageStartingWith("to: ");
        }
        assertThat(sandbox.stats().count("POST /v1/send")).isEqualTo(before);
        assertThat(history.entries().entries()).isEmpty();
        assertThat(history.file()).doesNotExist();
    }
}
