package io.mailroom.docs;

import io.mailroom.app.MailroomApp;
import io.mailroom.api.ApiKey;
import io.mailroom.api.Email;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.profiles.AppRef;
import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.ProfileService;
import io.mailroom.service.profiles.Session;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;
import javafx.application.Application;
import javafx.concurrent.Worker;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.web.WebView;
import javafx.stage.Stage;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Produces the README's screenshots from the real app, headless: the contacts screen on the
 * Sandbox profile, the save dialog, the contacts screen in the dark theme, the activity of the
 * tour, the settings of an account profile (a second sandbox plays the account), an email
 * written to a contact and its preview, and the Sandbox profile's outbox holding it and three
 * more emails sent through the app's own session.
 * Run with {@code ./mvnw -q -Pscreenshots verify}; it writes to docs/screenshots/.
 */
public final class ScreenshotTour {

    private static final String ACCOUNT_KEY = "screenshot-tour-key";

    private ScreenshotTour() {
    }

    public static void main(String[] args) throws Exception {
        // This tour starts from a clean slate: refuse to wipe anyone's real preferences.
        Objects.requireNonNull(System.getProperty("java.util.prefs.userRoot"), "run through ./mvnw -Pscreenshots verify");
        Preferences.userRoot().node("io/mailroom").removeNode();
        Path out = Path.of(args.length > 0 ? args[0] : "docs/screenshots");
        SandboxServer account = SandboxServer.start(SandboxOptions.defaults().withApiKey(ACCOUNT_KEY).withSeedContacts(240));
        Profile production;
        try (ProfileService profiles = ProfileService.forUser()) {
            production = profiles.save(Profile.draft("Production", account.baseUrl().toString(),
                    List.of(new AppRef("newsletter", "Newsletter"), new AppRef("vip-club", "VIP club")),
                    List.of("news@example.com", "support@example.com")));
            profiles.storeKey(production, ApiKey.of(ACCOUNT_KEY));
        }
        FxRobot robot = new FxRobot();
        Stage stage = FxToolkit.registerPrimaryStage();
        Application app = FxToolkit.setupApplication(MailroomApp.class);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> robot.lookup("#contacts-table").tryQuery()
                .map(table -> !((TableView<?>) table).getItems().isEmpty()).orElse(false));
        WaitForAsyncUtils.waitForFxEvents();
        shoot(robot, stage.getScene(), out.resolve("contacts.png"));

        robot.clickOn("#contacts-table .table-row-cell");
        robot.clickOn("#new-contact");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#contact-editor").tryQuery().isPresent());
        robot.clickOn("#email-field").write("ada.lovelace@example.com");
        robot.clickOn("#firstName-field").write("Ada");
        robot.clickOn("#lastName-field").write("Lovelace");
        robot.clickOn("#birthday-field").write("31/02");
        Node editor = robot.lookup("#contact-editor").query();
        shoot(robot, editor.getScene(), out.resolve("save-dialog.png"));
        robot.interact(() -> editor.getScene().getWindow().hide());

        chooseTheme(robot, "theme-dark");
        shoot(robot, stage.getScene(), out.resolve("contacts-dark.png"));
        chooseTheme(robot, "theme-system");

        robot.clickOn("#nav-activity");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#activity-table").tryQuery().isPresent());
        shoot(robot, stage.getScene(), out.resolve("activity.png"));

        robot.clickOn("#nav-settings");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#profile-list").queryListView().getItems().size() == 2);
        ListView<?> list = robot.lookup("#profile-list").queryListView();
        robot.interact(() -> list.getSelectionModel().select(1));
        // Fired rather than clicked: the button sits below the fold of the scrolling form.
        robot.interact(() -> ((Button) robot.lookup("#test-connection").query()).fire());
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS,
                () -> robot.lookup("#test-result").queryAs(Label.class).getText().startsWith("OK"));
        shoot(robot, stage.getScene(), out.resolve("settings.png"));

        composeAnEmailToAContact(robot, stage, out);

        Session session = ((MailroomApp) app).session().orElseThrow();
        for (Email email : SampleEmails.ALL) {
            session.client().send(email);
        }
        robot.clickOn("#nav-outbox");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> robot.lookup("#outbox-table").queryTableView().getItems().size() == SampleEmails.ALL.size() + 1);
        TableView<?> outbox = robot.lookup("#outbox-table").queryTableView();
        robot.interact(() -> outbox.getSelectionModel().select(0));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(() -> robot.lookup("#preview-html")
                .tryQueryAs(WebView.class)
                .map(web -> web.getEngine().getLoadWorker().getState() == Worker.State.SUCCEEDED)
                .orElse(false)).get());
        shoot(robot, stage.getScene(), out.resolve("outbox.png"));

        FxToolkit.cleanupApplication(app);
        try (ProfileService profiles = ProfileService.forUser()) {
            profiles.remove(production);
        }
        account.close();
        System.out.println("screenshots written to " + out.toAbsolutePath());
        System.exit(0);
    }

    /**
     * "Email this contact" on a contact of the table, an HTML email with placeholders written to
     * them, its preview, and the send: compose.png, compose-preview.png.
     */
    private static void composeAnEmailToAContact(FxRobot robot, Stage stage, Path out) throws Exception {
        robot.clickOn("#nav-contacts");
        TableView<?> table = robot.lookup("#contacts-table").queryTableView();
        robot.interact(() -> {
            table.getSelectionModel().clearAndSelect(2);
            table.requestFocus();
        });
        robot.press(KeyCode.CONTROL, KeyCode.E).release(KeyCode.E, KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#compose-screen").tryQuery().isPresent());
        robot.clickOn("#compose-subject").write("Your VIP upgrade, {{firstName}}");
        robot.clickOn("#format-html");
        robot.clickOn("#compose-body").write("<h2>Welcome to the VIP club, {{firstName}}!</h2>\n"
                + "<p>Everyone at <b>{{company}}</b> now gets priority support and early access to new features.</p>\n"
                + "<p>Questions? Just reply to this email.</p>\n<p>The Mailroom support team</p>");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> robot.lookup("#save-state").queryAs(Label.class).getText().startsWith("Draft saved"));
        shoot(robot, stage.getScene(), out.resolve("compose.png"));

        robot.clickOn("Preview");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(() -> robot.lookup("#compose-preview #preview-html")
                .tryQueryAs(WebView.class)
                .map(web -> web.getEngine().getLoadWorker().getState() == Worker.State.SUCCEEDED)
                .orElse(false)).get());
        shoot(robot, stage.getScene(), out.resolve("compose-preview.png"));

        robot.clickOn("#send");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> robot.lookup("#send-notice-sent").tryQuery().isPresent());
    }

    /** As View ▸ Theme does; headless, a menu's popup cannot be relied on to open under the pointer. */
    private static void chooseTheme(FxRobot robot, String id) {
        MenuBar menus = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        robot.interact(() -> menus.getMenus().stream()
                .flatMap(menu -> menu.getItems().stream())
                .filter(Menu.class::isInstance)
                .flatMap(submenu -> ((Menu) submenu).getItems().stream())
                .filter(item -> id.equals(item.getId()))
                .findFirst().orElseThrow()
                .fire());
    }

    private static void shoot(FxRobot robot, Scene scene, Path file) {
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> Png.write(scene, file));
        System.out.println("wrote " + file + " (" + (int) scene.getWidth() + "x" + (int) scene.getHeight() + ")");
    }
}
