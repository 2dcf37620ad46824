package io.mailroom.docs;

import io.mailroom.app.MailroomApp;
import io.mailroom.api.ApiKey;
import io.mailroom.api.Contact;
import io.mailroom.api.Email;
import io.mailroom.api.InputRules;
import io.mailroom.api.ServiceClient;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.DataDirectory;
import io.mailroom.service.localcopy.Filter;
import io.mailroom.service.localcopy.Segment;
import io.mailroom.service.localcopy.SegmentStore;
import io.mailroom.service.profiles.AppRef;
import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.ProfileService;
import io.mailroom.service.profiles.Session;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Settings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;
import java.util.stream.Stream;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.concurrent.Worker;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.web.WebView;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Produces the README's screenshots from the real app, headless: the contacts screen on the
 * Sandbox profile paging from the service, then over the whole list once its local copy is
 * synchronised (found, counted, every matching contact selected, filtered by three chips, a saved
 * segment applied from the panel beside it, light and dark), the chart panel over the contacts
 * found ({@code contacts-chart.png}), the changes dialog after the list changed between two syncs
 * ({@code changes-dialog.png}), the export dialog over a segment ({@code export-dialog.png}), the save dialog, the contacts screen, its chart and the changes in
 * the dark theme, the activity of the tour, the settings of an account profile (a second sandbox
 * plays the account), an email written to a contact and its preview, and the Sandbox profile's
 * outbox holding it and three more emails sent through the app's own session. Then the app starts
 * again in German and in French, as View ▸ Language would have it, for their contacts, compose and
 * settings ({@code contacts-de.png}), and in German for the filters, the segments, the chart and
 * the changes dialog too. Those screens are taken at the window's default size and at 1024×700
 * ({@code settings-fr-1024x700.png}), the smallest the desktop standard checks.
 * Run with {@code ./mvnw -q -Pscreenshots verify}; it writes to docs/screenshots/.
 */
public final class ScreenshotTour {

    private static final String ACCOUNT_KEY = "screenshot-tour-key";
    /** The app's window at its first start (app.WindowState), and the smallest size the desktop standard checks. */
    private static final int DEFAULT_WIDTH = 1180;
    private static final int DEFAULT_HEIGHT = 760;
    private static final int SMALL_WIDTH = 1024;
    private static final int SMALL_HEIGHT = 700;
    /** The segment the tour applies from the panel. */
    private static final String SEGMENT_SHOWN = "German customers";

    private ScreenshotTour() {
    }

    public static void main(String[] args) throws Exception {
        // This tour starts from a clean slate: refuse to wipe anyone's real preferences.
        Objects.requireNonNull(System.getProperty("java.util.prefs.userRoot"), "run through ./mvnw -Pscreenshots verify");
        Preferences.userRoot().node("io/mailroom").removeNode();
        // Nor a local copy of the contacts kept by a run before: the tour shows the screen before and after its first sync.
        Objects.requireNonNull(System.getProperty("mailroom.dataDir"), "run through ./mvnw -Pscreenshots verify");
        Path data = Path.of(System.getProperty("mailroom.dataDir"));
        forgetLocalCopies(data);
        saveSegments(data);
        Path out = Path.of(args.length > 0 ? args[0] : "docs/screenshots");
        SandboxServer account = SandboxServer.start(SandboxOptions.defaults().withApiKey(ACCOUNT_KEY).withSeedContacts(240));
        Profile production;
        try (ProfileService profiles = ProfileService.forUser(DataDirectory.resolve(System.getenv()))) {
            production = profiles.save(Profile.draft("Production", account.baseUrl().toString(),
                    List.of(new AppRef("newsletter", "Newsletter"), new AppRef("vip-club", "VIP club")),
                    List.of("news@example.com", "support@example.com")));
            profiles.storeKey(production, ApiKey.of(ACCOUNT_KEY));
        }
        FxRobot robot = new FxRobot();
        Stage stage = FxToolkit.registerPrimaryStage();
        Application app = startIn(Locale.ENGLISH, robot, stage);
        shootAtBothSizes(robot, stage, out, "contacts", Locale.ENGLISH);
        theWholeList(robot, stage, out);
        theChart(robot, stage, out, "contacts-chart", Locale.ENGLISH);
        changeTheListAndSynchroniseTwice(robot, ((MailroomApp) app).session().orElseThrow());
        robot.clickOn("#show-changes");
        shootTheChanges(robot, stage, out.resolve("changes-dialog.png"));
        filtered(robot, stage, out, Locale.ENGLISH);
        aSegmentApplied(robot, stage, out, Locale.ENGLISH);
        shootTheExportDialog(robot, stage, out.resolve("export-dialog.png"));

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
        theChart(robot, stage, out, "contacts-chart-dark", null);
        fire(robot, "what-changed");
        shootTheChanges(robot, stage, out.resolve("changes-dialog-dark.png"));
        chooseTheme(robot, "theme-system");

        robot.clickOn("#nav-activity");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#activity-table").tryQuery().isPresent());
        shoot(robot, stage.getScene(), out.resolve("activity.png"));

        robot.clickOn("#nav-settings");
        testTheAccount(robot);
        shootAtBothSizes(robot, stage, out, "settings", Locale.ENGLISH);

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

        for (Locale language : List.of(Locale.GERMAN, Locale.FRENCH)) {
            app = startIn(language, robot, stage);
            shootAtBothSizes(robot, stage, out, "contacts", language);
            if (language.equals(Locale.GERMAN)) {
                theChart(robot, stage, out, "contacts-chart", language);
                resize(robot, stage, SMALL_WIDTH, SMALL_HEIGHT);
                fire(robot, "what-changed");
                shootTheChanges(robot, stage, out.resolve("changes-dialog-de-1024x700.png"));
                resize(robot, stage, DEFAULT_WIDTH, DEFAULT_HEIGHT);
                filtered(robot, stage, out, language);
                aSegmentApplied(robot, stage, out, language);
            }
            writeToAContact(robot, Letter.in(language));
            shootAtBothSizes(robot, stage, out, "compose", language);
            robot.clickOn("#send");
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> robot.lookup("#send-notice-sent").tryQuery().isPresent());
            robot.clickOn("#nav-settings");
            testTheAccount(robot);
            shootAtBothSizes(robot, stage, out, "settings", language);
            FxToolkit.cleanupApplication(app);
        }
        try (ProfileService profiles = ProfileService.forUser(DataDirectory.resolve(System.getenv()))) {
            profiles.remove(production);
        }
        account.close();
        System.out.println("screenshots written to " + out.toAbsolutePath());
        System.exit(0);
    }

    /**
     * The offer taken: every contact synchronised into the local copy, every matching contact
     * selected after select all ("contacts-whole-selected.png"), then a find, the count of those
     * matching in view ("contacts-whole.png", and at 1024x700). The selection and the find are
     * cleared afterwards, for the shots that follow.
     */
    private static void theWholeList(FxRobot robot, Stage stage, Path out) throws Exception {
        robot.clickOn("#get-all-contacts");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> robot.lookup("#sync-outcome").tryQuery().map(Node::isVisible).orElse(false)
                && robot.lookup("#synced-label").tryQuery().map(Node::isVisible).orElse(false));
        // The filter bar that came with the whole list made the table lower: a row it let go of is in no window.
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn(robot.lookup("#contacts-table .table-row-cell")
                .match((TableRow<?> row) -> row.getIndex() == 0 && !row.isEmpty() && row.getScene() != null).<Node>query());
        robot.press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL);
        robot.clickOn("#select-all-matching");
        shoot(robot, stage.getScene(), out.resolve("contacts-whole-selected.png"));
        robot.clickOn("#clear-selection");

        String everyone = robot.lookup("#total-label").queryAs(Label.class).getText();
        robot.clickOn("#find-field").write("fabrikam");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !robot.lookup("#total-label").queryAs(Label.class).getText().equals(everyone));
        // The chart of those found comes after their rows.
        TableView<?> table = robot.lookup("#contacts-table").queryTableView();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> caption(robot).equals(Messages.text("contacts.chart.captionMatching", table.getItems().size())));
        shootAtBothSizes(robot, stage, out, "contacts-whole", Locale.ENGLISH);
        robot.interact(() -> robot.lookup("#find-field").queryAs(TextField.class).clear());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#total-label").queryAs(Label.class).getText().equals(everyone));
    }

    /**
     * Three filters as chips over the whole list: German or French (one field, "or" between its
     * chips), and VIP 2–4, the count of those matching under the table ("contacts-filters.png", at
     * 1024x700, in the dark theme, and in German); the picker as it adds French, the languages
     * listed with how many contacts speak each ("filter-picker.png", "filter-picker-de.png"). The
     * filters are cleared afterwards, for the shots that follow.
     */
    private static void filtered(FxRobot robot, Stage stage, Path out, Locale language) throws Exception {
        String everyone = robot.lookup("#total-label").queryAs(Label.class).getText();
        for (String code : List.of("de", "fr")) {
            robot.clickOn("#add-filter");
            pickKind(robot, "contacts.filter.kind.language");
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#filter-choices .list-cell .label")
                    .match((Label label) -> label.getText() != null && label.getText().startsWith(code + " ")).tryQuery().isPresent());
            robot.clickOn(robot.lookup("#filter-choices .list-cell .label")
                    .match((Label label) -> label.getText() != null && label.getText().startsWith(code + " ")).<Node>query());
            if (code.equals("fr")) {
                Node picker = robot.lookup("#filter-picker").query();
                shoot(robot, picker.getScene(), out.resolve(language.equals(Locale.ENGLISH) ? "filter-picker.png"
                        : "filter-picker-" + language.getLanguage() + ".png"));
            }
            robot.clickOn("#add-picked-filter");
        }
        robot.clickOn("#add-filter");
        pickKind(robot, "contacts.filter.kind.vip");
        robot.clickOn("#vip-min").write("2");
        robot.clickOn("#vip-max").write("4");
        robot.clickOn("#add-picked-filter");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#filter-bar .filter-chip").queryAll().size() == 3
                && !robot.lookup("#total-label").queryAs(Label.class).getText().equals(everyone));
        shootAtBothSizes(robot, stage, out, "contacts-filters", language);
        if (language.equals(Locale.ENGLISH)) {
            chooseTheme(robot, "theme-dark");
            shoot(robot, stage.getScene(), out.resolve("contacts-filters-dark.png"));
            chooseTheme(robot, "theme-system");
        }
        robot.clickOn("#clear-filters");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#total-label").queryAs(Label.class).getText().equals(everyone));
    }

    /** In the filter picker, the kind {@code key} names. */
    private static void pickKind(FxRobot robot, String key) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#filter-kinds").tryQuery().isPresent());
        robot.clickOn(robot.lookup("#filter-kinds .list-cell").match((ListCell<?> cell) -> Messages.text(key).equals(cell.getText())).<Node>query());
    }

    /**
     * The contacts a find matches and the chart panel scrolled to their languages and registrations
     * over time: {@code name.png} and at 1024x700 ({@code name-de.png} in German), or at the
     * window's size alone when {@code language} is null. The find is cleared afterwards.
     */
    private static void theChart(FxRobot robot, Stage stage, Path out, String name, Locale language) throws Exception {
        // The chart comes after the rows: it describes every contact, then those found, once it says so.
        TableView<?> table = robot.lookup("#contacts-table").queryTableView();
        int all = table.getItems().size();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> caption(robot).equals(Messages.text("contacts.chart.captionAll", all)));
        robot.clickOn("#find-field").write("fabrikam");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> table.getItems().size() < all
                && caption(robot).equals(Messages.text("contacts.chart.captionMatching", table.getItems().size())));
        robot.interact(() -> robot.lookup("#chart-scroll").queryAs(ScrollPane.class).setVvalue(1));
        if (language == null) {
            shoot(robot, stage.getScene(), out.resolve(name + ".png"));
        } else {
            shootAtBothSizes(robot, stage, out, name, language);
        }
        robot.interact(() -> {
            robot.lookup("#find-field").queryAs(TextField.class).clear();
            robot.lookup("#chart-scroll").queryAs(ScrollPane.class).setVvalue(0);
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> caption(robot).equals(Messages.text("contacts.chart.captionAll", all)));
    }

    private static String caption(FxRobot robot) {
        return robot.lookup("#chart-caption").queryAs(Label.class).getText();
    }

    /**
     * Contacts of the newsletter added, removed and changed in the sandbox, as a sign-up form and
     * a colleague would, between two syncs (Shift+F5): what the changes dialog then lists.
     */
    private static void changeTheListAndSynchroniseTwice(FxRobot robot, Session session) throws Exception {
        ServiceClient service = session.client();
        List<Contact> some = service.listContacts("newsletter", 1, 40).data().list();
        service.saveContact(InputRules.saveContact("newsletter", "ada.lovelace@analytical.example", "Confirmed",
                Map.of("firstName", "Ada", "lastName", "Lovelace", "company", "Analytical Engines", "language", "en")));
        service.saveContact(InputRules.saveContact("newsletter", "charles.babbage@analytical.example", "Confirmed",
                Map.of("firstName", "Charles", "lastName", "Babbage", "company", "Analytical Engines", "language", "en")));
        service.deleteContact("newsletter", some.get(3).emailAddress());
        synchronise(robot);
        service.saveContact(InputRules.saveContact("newsletter", "grace.hopper@navy.example", "Confirmed",
                Map.of("firstName", "Grace", "lastName", "Hopper", "language", "en")));
        for (int i = 10; i < 14; i++) {
            service.saveContact(InputRules.saveContact("newsletter", some.get(i).emailAddress(), some.get(i).statusText(),
                    Map.of("company", "Analytical Engines", "vipLevel", "3")));
        }
        service.deleteContact("newsletter", some.get(20).emailAddress());
        service.deleteContact("newsletter", some.get(21).emailAddress());
        synchronise(robot);
    }

    private static void synchronise(FxRobot robot) throws Exception {
        robot.interact(() -> robot.lookup("#contacts-table").query().requestFocus());
        robot.press(KeyCode.SHIFT, KeyCode.F5).release(KeyCode.F5, KeyCode.SHIFT);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !robot.lookup("#sync-strip").query().isVisible()
                && robot.lookup("#sync-outcome").query().isVisible() && robot.lookup("#show-changes").query().isVisible());
    }

    /** The changes dialog as it opened, once it has read the last sync's changes, over the window; then closed. */
    private static void shootTheChanges(FxRobot robot, Stage stage, Path file) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> robot.lookup("#changes-table").tryQuery()
                .map(table -> !((TableView<?>) table).getItems().isEmpty()).orElse(false));
        DialogPane dialog = robot.lookup("#changes-dialog").queryAs(DialogPane.class);
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> Png.write(stage.getScene(), dialog.getScene(), file));
        System.out.println("wrote " + file + " (the dialog over " + (int) stage.getScene().getWidth() + "x" + (int) stage.getScene().getHeight() + ")");
        Button close = (Button) dialog.lookupButton(dialog.getButtonTypes().getFirst());
        Window window = dialog.getScene().getWindow();
        Platform.runLater(close::fire);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !window.isShowing());
    }

    /** File ▸ Export contacts… over the segment applied, as it opened; then cancelled, before the file chooser. */
    private static void shootTheExportDialog(FxRobot robot, Stage stage, Path file) throws Exception {
        fire(robot, "export-contacts");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#export-dialog").tryQuery().isPresent());
        DialogPane dialog = robot.lookup("#export-dialog").queryAs(DialogPane.class);
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> Png.write(stage.getScene(), dialog.getScene(), file));
        System.out.println("wrote " + file + " (the dialog over " + (int) stage.getScene().getWidth() + "x" + (int) stage.getScene().getHeight() + ")");
        Button cancel = (Button) dialog.lookupButton(dialog.getButtonTypes().getLast());
        Window window = dialog.getScene().getWindow();
        Platform.runLater(cancel::fire);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !window.isShowing());
    }

    /** Chooses a menu item as a click would, without waiting for the dialog it opens. */
    private static void fire(FxRobot robot, String id) {
        MenuBar menus = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        MenuItem item = menus.getMenus().stream().flatMap(menu -> menu.getItems().stream())
                .filter(candidate -> id.equals(candidate.getId())).findFirst().orElseThrow();
        Platform.runLater(item::fire);
    }

    /**
     * Deletes the profiles' local copies and saved segments kept in {@code data}, so that the tour
     * starts before the first sync with none but its own segments.
     */
    private static void forgetLocalCopies(Path data) throws IOException {
        for (String folder : List.of("local-copy", "segments")) {
            Path kept = data.resolve(folder);
            if (Files.isDirectory(kept)) {
                try (Stream<Path> files = Files.list(kept)) {
                    for (Path file : files.toList()) {
                        Files.delete(file);
                    }
                }
            }
        }
    }

    /** Three segments of the Sandbox's newsletter, saved as {@code mailroom segment save} would save them. */
    private static void saveSegments(Path data) {
        SegmentStore segments = new SegmentStore(data, Profile.SANDBOX_ID);
        segments.save(new Segment(SEGMENT_SHOWN, "newsletter", "", List.of(Filter.parse("language=de"))));
        segments.save(new Segment("Fabrikam, confirmed", "newsletter", "fabrikam", List.of(Filter.parse("status=Confirmed"))));
        segments.save(new Segment("Big spenders", "newsletter", "", List.of(Filter.parse("vip=3.."))));
    }

    /**
     * The segment {@link #SEGMENT_SHOWN} applied from the panel beside the whole list, at both sizes
     * ("contacts-segments.png"); in English also in the dark theme. "All contacts" is chosen again
     * afterwards, for the shots that follow.
     */
    private static void aSegmentApplied(FxRobot robot, Stage stage, Path out, Locale language) throws Exception {
        String everyone = robot.lookup("#total-label").queryAs(Label.class).getText();
        robot.clickOn(segmentLine(robot, SEGMENT_SHOWN));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !robot.lookup("#total-label").queryAs(Label.class).getText().equals(everyone));
        shootAtBothSizes(robot, stage, out, "contacts-segments", language);
        if (language.equals(Locale.ENGLISH)) {
            chooseTheme(robot, "theme-dark");
            shootAtBothSizes(robot, stage, out, "contacts-segments-dark", language);
            chooseTheme(robot, "theme-system");
        }
        robot.clickOn(segmentLine(robot, Messages.text("contacts.segments.all")));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#total-label").queryAs(Label.class).getText().equals(everyone));
    }

    /** The line of the segments' panel that names {@code name}. */
    private static Node segmentLine(FxRobot robot, String name) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#segments-list .list-cell")
                .match((ListCell<?> cell) -> !cell.isEmpty() && cell.getAccessibleText() != null
                        && cell.getAccessibleText().startsWith(name + ":")).tryQuery().isPresent());
        return robot.lookup("#segments-list .list-cell")
                .match((ListCell<?> cell) -> !cell.isEmpty() && cell.getAccessibleText() != null
                        && cell.getAccessibleText().startsWith(name + ":")).query();
    }

    /**
     * "Email this contact" on a contact of the table, an HTML email with placeholders written to
     * them, its preview, and the send: compose.png, compose-preview.png.
     */
    private static void composeAnEmailToAContact(FxRobot robot, Stage stage, Path out) throws Exception {
        writeToAContact(robot, Letter.in(Locale.ENGLISH));
        shootAtBothSizes(robot, stage, out, "compose", Locale.ENGLISH);

        robot.clickOn("Preview");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(() -> robot.lookup("#compose-preview #preview-html")
                .tryQueryAs(WebView.class)
                .map(web -> web.getEngine().getLoadWorker().getState() == Worker.State.SUCCEEDED)
                .orElse(false)).get());
        shoot(robot, stage.getScene(), out.resolve("compose-preview.png"));

        robot.clickOn("#send");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> robot.lookup("#send-notice-sent").tryQuery().isPresent());
    }

    /**
     * A new start of the app in {@code language}, chosen as View ▸ Language chooses it, once the
     * Sandbox profile's contacts are in the table; the tour's English does not depend on the machine's locale.
     */
    private static Application startIn(Locale language, FxRobot robot, Stage stage) throws Exception {
        // Hidden, as at a real start: a window already showing does not give its size to the app's new scene.
        robot.interact(stage::hide);
        Settings settings = Settings.forUser();
        settings.language().set(language);
        settings.flush();
        Application app = FxToolkit.setupApplication(MailroomApp.class);
        // A new start opens on the screen the last one closed on. Looked up on the UI thread, which is still
        // building the screens: a lookup from this thread could walk a list while it changes.
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS,
                () -> WaitForAsyncUtils.asyncFx(() -> stage.getScene().lookup("#nav-contacts") != null).get());
        robot.interact(() -> ((ToggleButton) stage.getScene().lookup("#nav-contacts")).fire());
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> robot.lookup("#contacts-table").tryQuery()
                .map(table -> !((TableView<?>) table).getItems().isEmpty()).orElse(false));
        WaitForAsyncUtils.waitForFxEvents();
        return app;
    }

    /** The account profile's settings, its connection tested. */
    private static void testTheAccount(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#profile-list").queryListView().getItems().size() == 2);
        ListView<?> list = robot.lookup("#profile-list").queryListView();
        robot.interact(() -> list.getSelectionModel().select(1));
        // Fired rather than clicked: the button sits below the fold of the scrolling form.
        robot.interact(() -> ((Button) robot.lookup("#test-connection").query()).fire());
        // "OK" opens the result in every language.
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS,
                () -> robot.lookup("#test-result").queryAs(Label.class).getText().startsWith("OK"));
    }

    /**
     * "Email this contact" (Ctrl+E) on a contact who speaks the letter's language, and the letter
     * written in HTML with placeholders, until its draft is saved.
     */
    private static void writeToAContact(FxRobot robot, Letter letter) throws Exception {
        robot.clickOn("#nav-contacts");
        TableView<?> table = robot.lookup("#contacts-table").queryTableView();
        robot.interact(() -> {
            table.getSelectionModel().clearAndSelect(speakerOf(table, letter.language()));
            table.requestFocus();
        });
        robot.press(KeyCode.CONTROL, KeyCode.E).release(KeyCode.E, KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#compose-screen").tryQuery().isPresent());
        robot.clickOn("#compose-subject").write(letter.subject());
        robot.clickOn("#format-html");
        robot.clickOn("#compose-body").write(letter.body());
        String saved = Messages.text("compose.saved", "").strip();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> robot.lookup("#save-state").queryAs(Label.class).getText().startsWith(saved));
    }

    /** The first row whose contact speaks {@code language}, else the third, as the English tour always took. */
    private static int speakerOf(TableView<?> table, Locale language) {
        for (int row = 0; row < table.getItems().size(); row++) {
            if (table.getItems().get(row) instanceof Contact contact && contact.language().equals(language.getLanguage())) {
                return row;
            }
        }
        return 2;
    }

    /**
     * {@code name.png} at the window's default size, then {@code name-1024x700.png}; German and French
     * add their language ({@code name-de.png}). The window is back at its default size afterwards.
     */
    private static void shootAtBothSizes(FxRobot robot, Stage stage, Path out, String name, Locale language) {
        String base = language.equals(Locale.ENGLISH) ? name : name + "-" + language.getLanguage();
        resize(robot, stage, DEFAULT_WIDTH, DEFAULT_HEIGHT);
        shoot(robot, stage.getScene(), out.resolve(base + ".png"));
        resize(robot, stage, SMALL_WIDTH, SMALL_HEIGHT);
        shoot(robot, stage.getScene(), out.resolve(base + "-" + SMALL_WIDTH + "x" + SMALL_HEIGHT + ".png"));
        resize(robot, stage, DEFAULT_WIDTH, DEFAULT_HEIGHT);
    }

    private static void resize(FxRobot robot, Stage stage, int width, int height) {
        robot.interact(() -> {
            stage.setMaximized(false);
            stage.setWidth(width);
            stage.setHeight(height);
        });
        WaitForAsyncUtils.waitForFxEvents();
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
