package io.mailroom.ui.compose;

import static io.mailroom.ui.compose.ComposeFixture.SENDER;
import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.sandbox.CapturedEmail;
import io.mailroom.service.Background;
import io.mailroom.service.compose.SendResult;
import io.mailroom.service.compose.SentEmail;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.HeldBackground;
import io.mailroom.ui.common.LayoutChecks;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.ScreenStage;
import io.mailroom.ui.fx.FxThread;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.Clipboard;
import javafx.scene.input.KeyCode;
import javafx.scene.web.WebView;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The real compose pane, headless, sending to a sandbox over loopback HTTP as a person would. */
class ComposeScreenTest {

    private static final int WAIT = 20;

    @TempDir
    Path data;
    private final FxRobot robot = new FxRobot();
    private final Background background = Background.virtualThreads();
    private ComposeFixture fixture;
    private ComposeScreen screen;

    @BeforeEach
    void show() throws Exception {
        fixture = new ComposeFixture(data);
        open();
    }

    private void open() throws Exception {
        open(FxThread.async(background));
    }

    private void open(Async async) throws Exception {
        screen = ScreenStage.show(() -> fixture.screen(async), 1200, 760);
    }

    @AfterEach
    void cleanUp() throws Exception {
        robot.interact(screen::stop);
        FxToolkit.cleanupStages();
        background.close();
        fixture.close();
    }

    private <T> T fx(Callable<T> query) throws Exception {
        return WaitForAsyncUtils.asyncFx(query).get(WAIT, TimeUnit.SECONDS);
    }

    private String text(String query) throws Exception {
        return fx(() -> robot.lookup(query).queryAs(TextInputControl.class).getText());
    }

    /** Looked up on the FX thread: a lookup from the test's thread can meet a child list the FX thread is changing. */
    private boolean showing(String query) throws Exception {
        return fx(() -> robot.lookup(query).tryQuery().map(node -> node.isVisible() && node.getScene() != null).orElse(false));
    }

    private void typeEmail(String to, String subject, String body) {
        robot.clickOn("#compose-to").write(to);
        robot.clickOn("#compose-subject").write(subject);
        robot.clickOn("#compose-body").write(body);
    }

    private void waitFor(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void ctrlEnterSendsTheEmailWhichReachesTheServiceAndTheHistoryAndTheFormClearsButFrom() throws Exception {
        assertThat(robot.lookup("#send").queryButton().isDisabled()).as("nothing to send yet").isTrue();
        typeEmail("ada@example.com", "Your ticket", "It is fixed.");
        assertThat(robot.lookup("#send").queryButton().isDisabled()).isFalse();

        robot.press(KeyCode.CONTROL, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.CONTROL);
        waitFor(() -> showing("#send-notice-sent"));

        CapturedEmail captured = fixture.server.outbox().getFirst();
        assertThat(fixture.server.outbox()).hasSize(1);
        assertThat(captured).extracting(CapturedEmail::from, CapturedEmail::to, CapturedEmail::subject, CapturedEmail::body)
                .containsExactly(SENDER, "ada@example.com", "Your ticket", "It is fixed.");
        assertThat(fixture.history.entries().entries()).singleElement()
                .extracting(SentEmail::requestId, SentEmail::result).containsExactly(captured.requestId(), SendResult.SENT);
        assertThat(text("#send-notice-request-id")).isEqualTo(captured.requestId());
        assertThat(text("#compose-to") + text("#compose-subject") + text("#compose-body")).isEmpty();
        assertThat(fx(() -> robot.lookup("#compose-from").queryComboBox().getEditor().getText())).isEqualTo(SENDER);
        waitFor(() -> fx(() -> sentList().size() == 1));
        assertThat(fx(() -> sentList().getFirst().requestId())).isEqualTo(captured.requestId());
    }

    @Test
    void theSentNoticesCopyPutsTheRequestIdOnTheClipboard() throws Exception {
        robot.interact(() -> Clipboard.getSystemClipboard().clear());
        typeEmail("ada@example.com", "Your ticket", "It is fixed.");
        robot.clickOn("#send");
        waitFor(() -> showing("#send-notice-sent"));

        robot.clickOn("#send-notice-copy-request-id");
        assertThat(fx(() -> Clipboard.getSystemClipboard().getString())).isEqualTo(fixture.server.outbox().getFirst().requestId());
        assertThat(showing("#send-notice-copied")).isTrue();
    }

    /**
     * The line under To names the contact without the address the field above shows (the tooltip has
     * both), so a long address does not cut it: shown at the default size, then narrowed to 1024x700,
     * where the screen has 814 px beside the window's navigation; French is the longest of the four.
     */
    @Test
    void inFrenchWhoThePlaceholdersComeFromStaysWholeWithALongAddressWhenTheWindowNarrows() throws Exception {
        Contact chloe = new Contact("chloe.roux@mullersohnegmbh-und-partner.example", ContactStatus.Confirmed, null, "Chloé", "Roux",
                null, null, null, null, null, null, null, null, null);
        try {
            Messages.use(Locale.FRENCH);
            reopen(1180, 760);
            robot.interact(() -> screen.emailContact(chloe));
            waitFor(() -> showing("#compose-filled-from"));
            Label filledFrom = robot.lookup("#compose-filled-from").queryAs(Label.class);
            assertThat(fx(filledFrom::getText)).isEqualTo("Champs variables remplis à partir de Chloé Roux");
            assertThat(fx(() -> filledFrom.getTooltip().getText()))
                    .isEqualTo("Champs variables remplis à partir de Chloé Roux <chloe.roux@mullersohnegmbh-und-partner.example>");
            Scene scene = fx(() -> robot.lookup("#compose-to").query().getScene());
            for (double width : List.of(1024.0, 814.0)) {
                robot.interact(() -> {
                    scene.getWindow().setWidth(width);
                    scene.getWindow().setHeight(700);
                });
                WaitForAsyncUtils.waitForFxEvents();
                assertThat(fx(() -> LayoutChecks.problems(scene))).as("%.0fx700", width).isEmpty();
            }
        } finally {
            Messages.use(Locale.ENGLISH);
        }
    }

    @Test
    void inGermanTheSendHintNamesTheKeysAsAGermanKeyboardDoes() throws Exception {
        try {
            Messages.use(Locale.GERMAN);
            reopen(1024, 700);
            typeEmail("ada@example.com", "Ihr Ticket", "Erledigt.");
            assertThat(fx(() -> robot.lookup("#send-hint").queryAs(Label.class).getText())).isEqualTo("Strg+↵ sendet");
            assertThat(fx(() -> robot.lookup("#send").queryButton().getTooltip().getText())).isEqualTo("Senden (Strg+↵)");
        } finally {
            Messages.use(Locale.ENGLISH);
        }
    }

    private void reopen(double width, double height) throws Exception {
        robot.interact(screen::stop);
        FxToolkit.cleanupStages();
        screen = ScreenStage.show(() -> fixture.screen(FxThread.async(background)), width, height);
    }

    private List<SentEmail> sentList() {
        return robot.lookup("#history-list").<SentEmail>queryListView().getItems();
    }

    @Test
    void anEmailFromTheSentTabOpensAsANewDraft() throws Exception {
        typeEmail("ada@example.com", "Sent before", "Once more.");
        robot.clickOn("#send");
        waitFor(() -> showing("#send-notice-sent") && fx(() -> sentList().size() == 1));

        robot.interact(() -> robot.lookup("#compose-side").queryAs(TabPane.class).getSelectionModel().select(1));
        robot.clickOn(robot.lookup("#history-list .list-cell").nth(0).queryAs(Node.class));
        robot.clickOn("#open-as-draft");
        waitFor(() -> "Sent before".equals(text("#compose-subject")));

        assertThat(text("#compose-to")).isEqualTo("ada@example.com");
        assertThat(text("#compose-body")).isEqualTo("Once more.");
        assertThat(fixture.server.outbox()).as("opened, not sent").hasSize(1);
    }

    @Test
    void whileAnEmailIsBeingSentNothingOpensFromTheSentTabWhichStaysOnView() throws Exception {
        fixture.history.record(new SentEmail(Instant.parse("2026-11-20T10:00:00Z"), "Production", SENDER, "ada@example.com",
                "Earlier", "Before.", false, "req-1", SendResult.SENT, null, null));
        robot.interact(screen::stop);
        FxToolkit.cleanupStages();
        HeldBackground held = new HeldBackground();
        held.release();
        open(new Async(held, Platform::runLater));
        typeEmail("grace@example.com", "Being sent", "Now.");
        robot.interact(held::hold);
        robot.clickOn("#send");
        TabPane side = robot.lookup("#compose-side").queryAs(TabPane.class);
        robot.interact(() -> side.getSelectionModel().select(1));

        robot.doubleClickOn(robot.lookup("#history-list .list-cell").nth(0).queryAs(Node.class));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup("#open-as-draft").queryButton().isDisabled()).isTrue();
        assertThat(fx(() -> side.getSelectionModel().getSelectedIndex())).as("still on the Sent tab").isEqualTo(1);
        assertThat(text("#compose-subject")).isEqualTo("Being sent");
        // The local copy is read for the recipient first, then the email sent: each step is let go as it comes.
        waitFor(() -> {
            robot.interact(() -> {
                while (held.held() > 0) {
                    held.runOldest();
                }
            });
            return showing("#send-notice-sent");
        });
        assertThat(fixture.server.outbox()).extracting(CapturedEmail::subject).containsExactly("Being sent");
        assertThat(robot.lookup("#open-as-draft").queryButton().isDisabled()).as("a chosen email opens again").isFalse();
    }

    @Test
    void aRefusedSendKeepsTheFormAndShowsTheServicesReason() throws Exception {
        robot.interact(() -> robot.lookup("#compose-from").queryComboBox().getEditor().setText("nobody@unverified.example"));
        typeEmail("ada@example.com", "Your ticket", "It is fixed.");

        robot.clickOn("#send");
        waitFor(() -> showing("#send-notice-failed"));

        assertThat(fixture.server.outbox()).isEmpty();
        assertThat(text("#compose-to")).isEqualTo("ada@example.com");
        assertThat(text("#compose-subject")).isEqualTo("Your ticket");
        assertThat(text("#compose-body")).isEqualTo("It is fixed.");
        assertThat(robot.lookup("#send").queryButton().isDisabled()).as("ready to try again").isFalse();
    }

    /** The Sent tab words a failure in the person's language from what was recorded of it, the service's own words quoted as sent. */
    @Test
    void inGermanARefusedSendIsExplainedInGermanInTheSentTabWithTheServicesOwnWords() throws Exception {
        try {
            Messages.use(Locale.GERMAN);
            reopen(1024, 700);
            robot.interact(() -> robot.lookup("#compose-from").queryComboBox().getEditor().setText("nobody@unverified.example"));
            typeEmail("ada@example.com", "Ihr Ticket", "Erledigt.");
            robot.clickOn("#send");
            waitFor(() -> showing("#send-notice-failed") && fx(() -> sentList().size() == 1));

            robot.interact(() -> robot.lookup("#compose-side").queryAs(TabPane.class).getSelectionModel().select(1));
            robot.clickOn(robot.lookup("#history-list .list-cell").nth(0).queryAs(Node.class));
            waitFor(() -> showing("#history-view"));

            assertThat(fx(() -> robot.lookup("#history-result").queryAs(Label.class).getText())).isEqualTo("Fehlgeschlagen");
            assertThat(fx(() -> robot.lookup("#history-title").queryAs(Label.class).getText())).isEqualTo("Diese E-Mail wurde nicht gesendet.");
            assertThat(fx(() -> robot.lookup("#history-detail").queryAs(Label.class).getText()))
                    .isEqualTo("Der Dienst meldete: „Sender address is not verified: nobody@unverified.example“ (HTTP 400, Code 40003).");
            assertThat(text("#history-request-id")).isEqualTo(fixture.history.entries().entries().getFirst().requestId()).startsWith("req_");
        } finally {
            Messages.use(Locale.ENGLISH);
        }
    }

    @Test
    void aDoubleClickOnSendSendsOnce() throws Exception {
        fixture.server.faults().latency(Duration.ofMillis(600));
        typeEmail("ada@example.com", "Only once", "Please.");

        robot.doubleClickOn("#send");
        waitFor(() -> showing("#send-notice-sent"));

        assertThat(fixture.server.stats().count("POST /v1/send")).isEqualTo(1);
        assertThat(fixture.server.outbox()).hasSize(1);
    }

    @Test
    void anUnansweredSendWarnsItMayHaveBeenSentAndKeepsTheEmail() throws Exception {
        fixture.server.faults().answerLateNext(1, Duration.ofSeconds(2));
        typeEmail("ada@example.com", "Refund", "Refunded.");

        robot.clickOn("#send");
        waitFor(() -> showing("#send-notice-may-have-been-sent"));

        assertThat(fixture.server.stats().count("POST /v1/send")).isEqualTo(1);
        assertThat(showing("#send-again")).isTrue();
        robot.clickOn("#check-history");
        waitFor(() -> fx(() -> sentList().size() == 1 && sentList().getFirst().result() == SendResult.OUTCOME_UNKNOWN));
        assertThat(text("#history-search")).isEqualTo("ada@example.com");
        assertThat(showing("#history-list")).as("the Sent tab is on view").isTrue();
        robot.clickOn("#keep-editing");
        waitFor(() -> !showing("#send-notice"));
        assertThat(text("#compose-subject")).isEqualTo("Refund");
        assertThat(fixture.server.stats().count("POST /v1/send")).as("never resent by itself").isEqualTo(1);
    }

    @Test
    void aPlaceholderWithoutAValueIsWarnedOfBeforeSending() throws Exception {
        Contact ada = new Contact("ada@example.com", ContactStatus.Confirmed, null, "Ada", null, null, null, null, null, null,
                null, null, null, null);
        robot.interact(() -> screen.emailContact(ada));
        robot.clickOn("#compose-subject").write("Hi {{firstName}}");
        robot.clickOn("#compose-body").write("About {{company}}");
        waitFor(() -> showing("#placeholder-warning"));
        assertThat(robot.lookup("#placeholder-warning").queryAs(Label.class).getText()).contains("{{company}} has no value");

        robot.clickOn("#send");
        waitFor(() -> showing("#confirm-dialog"));
        robot.clickOn("Cancel");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fixture.server.outbox()).as("keep editing sends nothing").isEmpty();

        robot.clickOn("#send");
        waitFor(() -> showing("#confirm-dialog"));
        robot.clickOn("Send anyway");
        waitFor(() -> showing("#send-notice-sent"));
        assertThat(fixture.server.outbox()).singleElement().extracting(CapturedEmail::subject, CapturedEmail::body)
                .containsExactly("Hi Ada", "About {{company}}");
    }

    @Test
    void thePreviewRendersTheHtmlTheRecipientWillSee() throws Exception {
        Contact ada = new Contact("ada@example.com", ContactStatus.Confirmed, null, "Ada", null, null, null, "A&B", null, null,
                null, null, null, null);
        robot.interact(() -> screen.emailContact(ada));
        robot.clickOn("#compose-subject").write("For {{company}}");
        robot.clickOn("#compose-body").write("<h1>Hello {{firstName}}</h1><p>From <b>{{company}}</b></p>");
        robot.clickOn("#format-html");

        robot.clickOn("Preview");
        waitFor(() -> fx(() -> robot.lookup("#preview-html").tryQuery()
                .map(view -> ((WebView) view).getEngine().getDocument() != null
                        && ((WebView) view).getEngine().getDocument().getDocumentElement().getTextContent().contains("Hello Ada"))
                .orElse(false)));

        String rendered = fx(() -> robot.lookup("#preview-html").queryAs(WebView.class).getEngine().getDocument()
                .getDocumentElement().getTextContent());
        assertThat(rendered).contains("Hello Ada").contains("From A&B").doesNotContain("<b>");
        assertThat(robot.lookup("#preview-subject").queryAs(Label.class).getText()).isEqualTo("For A&B");
        assertThat(robot.lookup("#preview-to").queryAs(Label.class).getText()).isEqualTo("ada@example.com");
    }

    @Test
    void aDraftSurvivesClosingAndReopeningTheWindow() throws Exception {
        typeEmail("grace@example.com", "Half written", "Dear Grace,");
        robot.interact(screen::stop);
        FxToolkit.cleanupStages();

        open();
        waitFor(() -> "Half written".equals(text("#compose-subject")));

        assertThat(text("#compose-to")).isEqualTo("grace@example.com");
        assertThat(text("#compose-body")).isEqualTo("Dear Grace,");
        assertThat(robot.lookup("#drafts-list").queryListView().getItems()).hasSize(1);
    }

    @Test
    void checkingAFieldSaysWhatIsWrongAndWhySendIsOff() throws Exception {
        robot.clickOn("#compose-to").write("ada@");

        assertThat(robot.lookup("#to-error").queryAs(Label.class).getText()).isEqualTo(Messages.text("problem.rule.notAnEmail"));
        assertThat(robot.lookup("#send-hint").queryAs(Label.class).getText()).isEqualTo("To: " + Messages.text("problem.rule.notAnEmail"));
        assertThat(robot.lookup("#send").queryAs(Button.class).isDisabled()).isTrue();
        assertThat(showing("#subject-error")).as("an untouched field is not scolded yet").isFalse();
    }
}
