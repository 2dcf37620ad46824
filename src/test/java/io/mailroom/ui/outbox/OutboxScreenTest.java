package io.mailroom.ui.outbox;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Email;
import io.mailroom.service.Background;
import io.mailroom.service.OutboxEmail;
import io.mailroom.service.profiles.ProfileService;
import io.mailroom.service.profiles.Session;
import io.mailroom.service.profiles.TestProfiles;
import io.mailroom.service.secrets.KeychainDouble;
import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.LayoutChecks;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.ScreenStage;
import io.mailroom.ui.fx.FxThread;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.scene.input.KeyCode;
import javafx.scene.web.WebView;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;
import org.w3c.dom.Document;

/**
 * The real outbox screen, headless, on the built-in Sandbox profile: emails go out through the
 * session's client over loopback HTTP, and the screen shows what the embedded sandbox captured.
 */
class OutboxScreenTest {

    private static final String SENDER = "support@mailroom.example";
    private static final String HTML_BODY = "<html><body><h1>Welcome aboard, Zoë</h1>"
            + "<p>Your account is ready. <a href=\"https://example.com/start\">Get started</a></p></body></html>";
    private static final String PLAIN_BODY = "Hello Li,\n\nYour reset code is 481 207. It expires in 15 minutes.";

    private final FxRobot robot = new FxRobot();
    private final TestProfiles profiles = new TestProfiles(new KeychainDouble());
    private final Background background = Background.virtualThreads();
    private Session session;

    @BeforeEach
    void openOnTheSandbox() {
        ProfileService service = profiles.start();
        session = new Session(service, service.lastUsed());
    }

    /** Shows the screen in the language chosen at that moment. */
    private void show(double width, double height) throws Exception {
        ScreenStage.show(() -> new OutboxScreen(session, FxThread.async(background)), width, height);
    }

    @AfterEach
    void cleanUp() throws Exception {
        Messages.use(Locale.ENGLISH);
        FxToolkit.cleanupStages();
        background.close();
        session.close();
        profiles.close();
    }

    private String send(String to, String subject, String body) throws Exception {
        return background.submit(() -> session.client().send(new Email(SENDER, to, subject, body)).requestId()).get();
    }

    private TableView<OutboxEmail> table() {
        return robot.lookup("#outbox-table").queryTableView();
    }

    private <T> T fx(Callable<T> query) throws Exception {
        return WaitForAsyncUtils.asyncFx(query).get(10, TimeUnit.SECONDS);
    }

    private static void waitUntil(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The table's row showing the {@code index}th email, once it is laid out. */
    private Optional<TableRow<?>> laidOut(int index) {
        return robot.lookup("#outbox-table .table-row-cell")
                .match((TableRow<?> row) -> row.getIndex() == index && !row.isEmpty()).tryQuery();
    }

    private Node row(int index) {
        return laidOut(index).orElseThrow();
    }

    private List<String> rowTexts(int index) throws Exception {
        return fx(() -> laidOut(index).map(row -> robot.from(row).lookup(".table-cell").queryAll().stream()
                .map(cell -> ((Labeled) cell).getText()).toList()).orElse(List.of()));
    }

    /** The text of the rendered page, read on the FX thread once the browser engine has it. */
    private String renderedText() throws Exception {
        return fx(() -> robot.lookup("#preview-html").tryQueryAs(WebView.class)
                .filter(Node::isVisible)
                .map(web -> web.getEngine().getDocument())
                .map(Document::getDocumentElement)
                .map(element -> element.getTextContent())
                .orElse(""));
    }

    private boolean showing(String query) throws Exception {
        return fx(() -> robot.lookup(query).tryQuery().map(node -> node.isVisible() && node.getScene() != null).orElse(false));
    }

    @Test
    void anEmptyOutboxSaysWhatFillsIt() throws Exception {
        show(1100, 750);
        waitUntil(() -> showing("#outbox-empty"));
        assertThat(robot.lookup("#outbox-empty").queryAs(Label.class).getText()).isEqualTo(Messages.text("outbox.empty.title"));
        assertThat(robot.lookup("#outbox-empty-detail").queryAs(Label.class).getText()).isEqualTo(Messages.text("outbox.empty.detail"));
        assertThat(robot.lookup("#outbox-clear").queryButton().isDisabled()).isTrue();
        assertThat(showing("#outbox-no-selection")).isTrue();
    }

    @Test
    void anEmailSentAppearsAndItsHtmlBodyIsRenderedAndItsPlainBodyShownAsText() throws Exception {
        show(1100, 750);
        String welcomeId = send("zoe@example.com", "Welcome to Mailroom", HTML_BODY);
        send("li@example.com", "Your password reset code", PLAIN_BODY);

        waitUntil(() -> rowTexts(1).contains("zoe@example.com"));
        assertThat(rowTexts(0)).containsSubsequence(SENDER, "li@example.com", "Your password reset code");
        assertThat(rowTexts(1)).containsSubsequence(SENDER, "zoe@example.com", "Welcome to Mailroom");
        assertThat(robot.lookup("#outbox-count").queryAs(Label.class).getText()).isEqualTo(Messages.text("outbox.count", 2));

        robot.clickOn(row(1));
        waitUntil(() -> renderedText().contains("Welcome aboard, Zoë"));
        assertThat(renderedText()).contains("Your account is ready.").doesNotContain("<h1>");
        assertThat(robot.lookup("#outbox-subject").queryAs(Label.class).getText()).isEqualTo("Welcome to Mailroom");
        assertThat(robot.lookup("#outbox-from").queryAs(Label.class).getText()).isEqualTo(SENDER);
        assertThat(robot.lookup("#outbox-to").queryAs(Label.class).getText()).isEqualTo("zoe@example.com");
        assertThat(robot.lookup("#outbox-request-id").queryAs(TextField.class).getText()).isEqualTo(welcomeId);

        robot.clickOn("#outbox-copy-request-id");
        assertThat(fx(() -> Clipboard.getSystemClipboard().getString())).isEqualTo(welcomeId);

        robot.clickOn("#outbox-source");
        waitUntil(() -> showing("#preview-text"));
        assertThat(robot.lookup("#preview-text").queryAs(TextArea.class).getText()).isEqualTo(HTML_BODY);
        robot.clickOn("#outbox-source");
        waitUntil(() -> showing("#preview-html"));

        robot.clickOn(row(0));
        waitUntil(() -> showing("#preview-text"));
        assertThat(robot.lookup("#preview-text").queryAs(TextArea.class).getText()).isEqualTo(PLAIN_BODY);
        assertThat(showing("#outbox-source")).as("a plain body has no source to show").isFalse();
        assertThat(robot.lookup("#outbox-body-kind").queryAs(Label.class).getText()).isEqualTo(Messages.text("outbox.body.plain"));
    }

    @Test
    void ctrlFFindsByFromToOrSubjectAndF5ReadsTheOutboxAgain() throws Exception {
        show(1100, 750);
        send("zoe@example.com", "Welcome to Mailroom", HTML_BODY);
        send("li@example.com", "Your password reset code", PLAIN_BODY);
        waitUntil(() -> table().getItems().size() == 2);

        robot.clickOn("#outbox-table");
        robot.press(KeyCode.SHORTCUT, KeyCode.F).release(KeyCode.F, KeyCode.SHORTCUT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#outbox-find").queryAs(TextField.class).isFocused()).isTrue();
        robot.write("zoe welcome");
        waitUntil(() -> table().getItems().size() == 1);
        assertThat(table().getItems().getFirst().to()).isEqualTo("zoe@example.com");
        assertThat(robot.lookup("#outbox-count").queryAs(Label.class).getText()).isEqualTo(Messages.text("outbox.count.filtered", 1, 2));

        robot.write(" nothing-like-this");
        waitUntil(() -> table().getItems().isEmpty());
        assertThat(robot.lookup("#outbox-empty").queryAs(Label.class).getText()).isEqualTo(Messages.text("outbox.noMatch"));

        // Emptied behind the screen's back: no request tells it, so only a refresh shows it.
        session.profiles().clearSandboxOutbox();
        robot.push(KeyCode.F5);
        waitUntil(() -> robot.lookup("#outbox-empty").queryAs(Label.class).getText().equals(Messages.text("outbox.empty.title")));
        assertThat(robot.lookup("#outbox-count").queryAs(Label.class).getText()).isEqualTo(Messages.text("outbox.count", 0));
    }

    @Test
    void clearingAsksFirstThenEmptiesTheOutbox() throws Exception {
        show(1100, 750);
        send("zoe@example.com", "Welcome to Mailroom", HTML_BODY);
        waitUntil(() -> table().getItems().size() == 1);

        robot.clickOn("#outbox-clear");
        waitUntil(() -> showing("#confirm-dialog"));
        robot.clickOn(dialogButton(Messages.text("common.cancel")));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(table().getItems()).hasSize(1);
        assertThat(session.profiles().sandboxOutbox()).hasSize(1);

        robot.clickOn("#outbox-clear");
        waitUntil(() -> showing("#confirm-dialog"));
        robot.clickOn(dialogButton(Messages.text("outbox.clear.action")));
        waitUntil(() -> table().getItems().isEmpty());
        assertThat(session.profiles().sandboxOutbox()).isEmpty();
        assertThat(showing("#outbox-empty")).isTrue();
    }

    /**
     * In German, a third longer than English, at 1024x700: the main window's navigation takes 210
     * of the 1024 pixels, so the screen gets the rest. Every word is German, dates and times are
     * written the German way, no control leaves the window and no button's words are cut, on the
     * screen and in the confirmation that Clear opens.
     */
    @Test
    void inGermanAt1024x700EveryWordIsGermanAndWhole() throws Exception {
        Messages.use(Locale.GERMAN);
        show(1024 - 210, 700);
        String requestId = send("zoe@example.com", "Willkommen bei Mailroom", HTML_BODY);
        send("li@example.com", "Ihr Code zum Zurücksetzen", PLAIN_BODY);
        waitUntil(() -> table().getItems().size() == 2);
        robot.clickOn(row(1));
        waitUntil(() -> renderedText().contains("Welcome aboard"));

        assertThat(robot.lookup("#outbox-clear").queryButton().getText()).isEqualTo("Postausgang leeren…");
        assertThat(robot.lookup("#outbox-refresh").queryButton().getText()).isEqualTo("Aktualisieren");
        assertThat(robot.lookup("#outbox-count").queryAs(Label.class).getText()).isEqualTo("2 E-Mails");
        assertThat(table().getColumns()).extracting(TableColumn::getText).containsExactly("Empfangen", "Von", "An", "Betreff");
        assertThat(robot.lookup("#outbox-body-kind").queryAs(Label.class).getText()).startsWith("HTML, so angezeigt");
        assertThat(robot.lookup("#outbox-copy-request-id").queryButton().getText()).isEqualTo("Kopieren");
        OutboxEmail welcome = table().getItems().get(1);
        assertThat(welcome.requestId()).isEqualTo(requestId);
        assertThat(robot.lookup("#outbox-received").queryAs(Label.class).getText())
                .isEqualTo(Formats.dateTime(welcome.time())).matches("\\d{2}\\.\\d{2}\\.\\d{4}, \\d{2}:\\d{2}");
        assertThat(rowTexts(1).getFirst()).isEqualTo(Formats.time(welcome.time())).matches("\\d{2}:\\d{2}:\\d{2}");
        assertThat(fx(() -> LayoutChecks.problems(table().getScene()))).isEmpty();

        robot.clickOn("#outbox-clear");
        waitUntil(() -> showing("#confirm-dialog"));
        Node dialog = robot.lookup("#confirm-dialog").query();
        assertThat(robot.lookup("#confirm-dialog .header-panel .label").queryAs(Label.class).getText()).isEqualTo("Postausgang leeren?");
        assertThat(fx(() -> LayoutChecks.problems(dialog.getScene()))).isEmpty();
        robot.clickOn(dialogButton("Abbrechen"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(table().getItems()).hasSize(2);
    }

    /** Every language at 1024x700, with an email selected and with the Clear confirmation open: nothing outside, nothing cut. */
    @ParameterizedTest
    @FieldSource("io.mailroom.ui.common.Messages#LANGUAGES")
    void everyLanguageAt1024x700IsWhole(Locale language) throws Exception {
        Messages.use(language);
        show(1024 - 210, 700);
        send("zoe@example.com", "Welcome to Mailroom", HTML_BODY);
        waitUntil(() -> table().getItems().size() == 1);
        robot.clickOn(row(0));
        waitUntil(() -> renderedText().contains("Welcome aboard"));
        assertThat(robot.lookup("#outbox-clear").queryButton().getText()).isEqualTo(Messages.text("outbox.clear"));
        assertThat(fx(() -> LayoutChecks.problems(table().getScene()))).as("the screen in %s", language).isEmpty();

        robot.clickOn("#outbox-clear");
        waitUntil(() -> showing("#confirm-dialog"));
        Node dialog = robot.lookup("#confirm-dialog").query();
        assertThat(fx(() -> LayoutChecks.problems(dialog.getScene()))).as("the confirmation in %s", language).isEmpty();
        robot.clickOn(dialogButton(Messages.text("common.cancel")));
        WaitForAsyncUtils.waitForFxEvents();
    }


    private Node dialogButton(String text) {
        return robot.lookup("#confirm-dialog .button").match((Button b) -> text.equals(b.getText())).query();
    }
}
