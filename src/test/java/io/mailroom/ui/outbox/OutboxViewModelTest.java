package io.mailroom.ui.outbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mailroom.api.ApiKey;
import io.mailroom.api.Email;
import io.mailroom.api.ServiceRefusedException;
import io.mailroom.sandbox.CapturedEmail;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.OutboxEmail;
import io.mailroom.service.profiles.AppRef;
import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.ProfileService;
import io.mailroom.service.profiles.Session;
import io.mailroom.service.profiles.TestProfiles;
import io.mailroom.service.secrets.KeychainDouble;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.RecordingDialogs;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The outbox without the FX thread, on the built-in Sandbox profile of isolated preferences:
 * emails go out through the session's own client over loopback HTTP and are read back from
 * the embedded sandbox that captured them.
 */
class OutboxViewModelTest {

    private static final String SENDER = "support@mailroom.example";

    private final TestProfiles profiles = new TestProfiles(new KeychainDouble());
    private final RecordingDialogs dialogs = new RecordingDialogs();
    private Session session;
    private OutboxViewModel model;

    @BeforeEach
    void openOnTheSandbox() {
        ProfileService service = profiles.start();
        session = new Session(service, service.lastUsed());
        model = new OutboxViewModel(session, Async.sameThread(), dialogs);
        model.refresh();
    }

    @AfterEach
    void cleanUp() throws Exception {
        session.close();
        profiles.close();
    }

    private String send(String to, String subject, String body) {
        return session.client().send(new Email(SENDER, to, subject, body)).requestId();
    }

    @Test
    void anEmailSentOnTheSandboxAppearsByItselfWithWhatTheServiceReceived() {
        assertThat(session.profile().isSandbox()).isTrue();
        assertThat(model.shown()).isEmpty();
        assertThat(model.emptyProperty().get()).isTrue();
        assertThat(model.countProperty().get()).isEqualTo(Messages.text("outbox.count", 0));

        String body = "<p>Hello Zoë,</p><p>Your order <b>#1042</b> has shipped.</p>";
        String requestId = send("zoe@example.com", "Your order has shipped", body);

        assertThat(model.shown()).singleElement().satisfies(email -> {
            assertThat(email.from()).isEqualTo(SENDER);
            assertThat(email.to()).isEqualTo("zoe@example.com");
            assertThat(email.subject()).isEqualTo("Your order has shipped");
            assertThat(email.body()).isEqualTo(body);
            assertThat(email.requestId()).isEqualTo(requestId);
            assertThat(email.time()).isNotNull();
        });
        assertThat(model.countProperty().get()).isEqualTo(Messages.text("outbox.count", 1));

        send("li@example.com", "Password reset", "Your reset code is 481 207.");
        assertThat(model.shown()).extracting(OutboxEmail::subject).containsExactly("Password reset", "Your order has shipped");
        assertThat(model.countProperty().get()).isEqualTo(Messages.text("outbox.count", 2));
    }

    @Test
    void aSendTheServiceRefusedCapturesNothing() {
        assertThatThrownBy(() -> session.client().send(new Email("nobody@elsewhere.example", "ada@example.com", "Hello", "Hi")))
                .isInstanceOf(ServiceRefusedException.class)
                .hasMessageContaining("40003");

        assertThat(model.shown()).isEmpty();
    }

    @Test
    void theFindKeepsTheEmailsWhoseFromToOrSubjectHoldEveryWord() {
        send("jose@example.com", "Résumé received", "Thanks for applying, José.");
        send("ada@example.com", "Invoice 2026-11", "Your invoice is attached.");
        session.client().send(new Email("news@mailroom.example", "ada@example.com", "November newsletter", "<h1>News</h1>"));

        model.findProperty().set("resume");
        assertThat(model.shown()).extracting(OutboxEmail::to).containsExactly("jose@example.com");
        assertThat(model.countProperty().get()).isEqualTo(Messages.text("outbox.count.filtered", 1, 3));

        model.findProperty().set("ADA news");
        assertThat(model.shown()).extracting(OutboxEmail::subject).containsExactly("November newsletter");

        model.findProperty().set("attached");
        assertThat(model.shown()).as("the body is not searched").isEmpty();
        assertThat(model.emptyProperty().get()).isFalse();

        model.findProperty().set("  ");
        assertThat(model.shown()).hasSize(3);
        assertThat(model.countProperty().get()).isEqualTo(Messages.text("outbox.count", 3));
    }

    @Test
    void theSelectedEmailStaysSelectedWhenMoreArrive() {
        send("ada@example.com", "First", "One");
        OutboxEmail first = model.shown().getFirst();
        model.selectedProperty().set(first);

        send("ada@example.com", "Second", "Two");

        assertThat(model.shown()).hasSize(2);
        assertThat(model.selectedProperty().get()).isEqualTo(first);
    }

    @Test
    void clearAsksFirstThenEmptiesTheSandboxsOutbox() {
        send("ada@example.com", "First", "One");
        send("li@example.com", "Second", "Two");
        model.selectedProperty().set(model.shown().getFirst());

        dialogs.answer(true);
        model.clear();

        assertThat(dialogs.asked()).singleElement().satisfies(asked -> {
            assertThat(asked.kind()).isEqualTo("confirm");
            assertThat(asked.title()).isEqualTo(Messages.text("outbox.clear.title"));
            assertThat(asked.message()).isEqualTo(Messages.text("outbox.clear.message"));
            assertThat(asked.items()).containsExactly(Messages.text("outbox.clear.action"));
        });
        assertThat(model.shown()).isEmpty();
        assertThat(model.selectedProperty().get()).isNull();
        assertThat(model.emptyProperty().get()).isTrue();
        assertThat(session.profiles().sandboxOutbox()).isEmpty();
        assertThat(session.profiles().sandbox().running().orElseThrow().outbox()).isEmpty();
    }

    @Test
    void clearDeclinedKeepsEveryEmail() {
        send("ada@example.com", "First", "One");
        model.selectedProperty().set(model.shown().getFirst());

        dialogs.answer(false);
        model.clear();

        assertThat(dialogs.kinds()).containsExactly("confirm");
        assertThat(model.shown()).hasSize(1);
        assertThat(model.selectedProperty().get()).isNotNull();
        assertThat(session.profiles().sandboxOutbox()).hasSize(1);
    }

    @Test
    void clearAsksNothingWhenTheOutboxIsEmpty() {
        model.clear();

        assertThat(dialogs.asked()).isEmpty();
    }

    @Test
    void theCountIsWordedAndPluralisedInTheChosenLanguage() {
        try {
            Messages.use(Locale.of("es"));
            send("ada@example.com", "Primero", "Uno");
            assertThat(model.countProperty().get()).isEqualTo("1 correo");
            send("li@example.com", "Segundo", "Dos");
            assertThat(model.countProperty().get()).isEqualTo("2 correos");
            model.findProperty().set("segundo");
            assertThat(model.countProperty().get()).isEqualTo("1 de 2 mostrados");
            Messages.use(Locale.FRENCH);
            model.findProperty().set("");
            assertThat(model.countProperty().get()).isEqualTo("2 e-mails");
            Messages.use(Locale.GERMAN);
            model.findProperty().set("nichts-dergleichen");
            assertThat(model.countProperty().get()).isEqualTo("0 von 2 angezeigt");
        } finally {
            Messages.use(Locale.ENGLISH);
        }
    }

    @Test
    void refreshReadsWhatTheSandboxHoldsNow() {
        send("ada@example.com", "First", "One");
        session.profiles().clearSandboxOutbox();
        assertThat(model.shown()).as("nothing told the outbox yet").hasSize(1);

        model.refresh();

        assertThat(model.shown()).isEmpty();
    }

    @Test
    void offeredOnlyOnTheSandboxProfileAndEmailsToAnAccountAreNotCaptured() {
        try (SandboxServer account = SandboxServer.start(SandboxOptions.defaults().withApiKey("outbox-account-key").withSeedContacts(1))) {
            Profile production = session.profiles().save(Profile.draft("Production", account.baseUrl().toString(),
                    List.of(new AppRef("newsletter", "Newsletter")), List.of(SENDER)));
            session.profiles().storeKey(production, ApiKey.of("outbox-account-key"));
            send("ada@example.com", "On the sandbox", "Captured");
            assertThat(model.available().get()).isTrue();

            session.switchTo(production);
            assertThat(model.available().get()).isFalse();
            session.client().send(new Email(SENDER, "ada@example.com", "On the account", "Sent to the account"));

            assertThat(account.outbox()).extracting(CapturedEmail::subject).containsExactly("On the account");
            assertThat(model.shown()).extracting(OutboxEmail::subject).containsExactly("On the sandbox");
            assertThat(session.profiles().sandboxOutbox()).extracting(OutboxEmail::subject).containsExactly("On the sandbox");

            session.switchTo(session.profiles().require(Profile.SANDBOX_NAME));
            assertThat(model.available().get()).isTrue();
            assertThat(model.shown()).extracting(OutboxEmail::subject).containsExactly("On the sandbox");
        }
    }
}
