package io.mailroom.ui.contacts;

import io.mailroom.docs.Png;
import io.mailroom.service.localcopy.ContactField;
import io.mailroom.ui.common.Messages;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The import wizard's steps for docs/import.md, in English and German, over the contacts screen in a
 * window of 1024x700 (the smallest the app is laid out for), against a sandbox: the file, the
 * mapping, the preview with rejected rows, the rows being sent, the summary, and the past imports. Run by {@code ./mvnw -Pscreenshots verify}
 * after the app's own tour; writes {@code import-<step>[-de].png} into the folder given.
 */
public final class ImportWizardTour {

    private static final List<String> FILE = List.of(
            "E-Mail;Vorname;Nachname;Firma;Geburtstag;Stufe",
            "ada.lovelace@DOMAIN;Ada;Lovelace;Analytical Engines;10/12/1815;3",
            "grace.hopper@DOMAIN;Grace;Hopper;US Navy;1906-12-09;2",
            "not-an-address;Linus;Torvalds;;28/12;1",
            "ada.lovelace@DOMAIN;Ada;King;;;1",
            "margaret.hamilton@DOMAIN;Margaret;Hamilton;MIT;17/08/1936;2",
            "katherine.johnson@DOMAIN;Katherine;Johnson;NASA;26/08;3");

    private ImportWizardTour() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args.length > 0 ? args[0] : "docs/screenshots");
        ScreenHarness ui = new ScreenHarness(200);
        ui.beforeEach(null);
        try {
            for (Locale language : List.of(Locale.ENGLISH, Locale.GERMAN)) {
                Messages.use(language);
                ui.open(ui.fixture.prefs, 1024, 700);
                ui.waitUntil("the screen is open", () -> ui.visible("#contacts-screen"));
                if (ui.visible("#get-all-contacts")) {
                    ui.robot.clickOn("#get-all-contacts");
                }
                ui.waitUntil("the whole list is on view", () -> ui.fx(() -> ui.screen.whole().shownProperty().get()) && !ui.visible("#sync-strip"));
                String suffix = language.equals(Locale.ENGLISH) ? "" : "-" + language.getLanguage();
                // New addresses in each language: the rows of the first are in the sandbox already, and would change nothing.
                Path file = Files.createTempDirectory("import-tour").resolve(language.equals(Locale.ENGLISH) ? "customers.csv" : "kunden.csv");
                Files.writeString(file, String.join("\r\n", FILE).replace("DOMAIN", "example-" + language.getLanguage() + ".com") + "\r\n",
                        StandardCharsets.UTF_8);
                ui.fileChosen = file;
                ui.fileMenu("import-contacts");
                step(ui, "contacts.import.step.file");
                shoot(ui, out.resolve("import-file" + suffix + ".png"));
                ui.robot.clickOn("#import-next");
                step(ui, "contacts.import.step.mapping");
                ui.choose("#import-field-5", RejectWords.field(ContactField.VIP_LEVEL));
                ui.robot.clickOn("#import-status-confirmed");
                shoot(ui, out.resolve("import-mapping" + suffix + ".png"));
                ui.robot.clickOn("#import-next");
                step(ui, "contacts.import.step.preview");
                shoot(ui, out.resolve("import-preview" + suffix + ".png"));
                // Slow answers hold the rows on the wire long enough to show them being sent.
                ui.fixture.server.faults().latency(Duration.ofSeconds(5));
                ui.robot.clickOn("#import-next");
                step(ui, "contacts.import.step.run");
                shoot(ui, out.resolve("import-sending" + suffix + ".png"));
                ui.fixture.server.faults().clear();
                step(ui, "contacts.import.step.summary");
                shoot(ui, out.resolve("import-summary" + suffix + ".png"));
                ui.robot.clickOn("#import-close");
                ui.waitUntil("the wizard is closed", () -> !ui.visible("#import-wizard"));
                ui.fileMenu("past-imports");
                ui.waitUntil("the past imports are listed", () -> ui.visible("#past-imports")
                        && !ui.fx(() -> ui.robot.lookup("#past-imports-table").queryTableView().getItems().isEmpty()));
                shoot(ui, "#past-imports", out.resolve("import-past" + suffix + ".png"));
                ui.fxRun(() -> ui.robot.lookup("#past-imports").query().getScene().getWindow().hide());
            }
        } finally {
            Messages.use(Locale.ENGLISH);
            ui.afterEach(null);
        }
        System.out.println("import wizard screenshots written to " + out.toAbsolutePath());
        System.exit(0);
    }

    private static void step(ScreenHarness ui, String titleKey) {
        ui.waitForText("#import-step-title", Messages.text(titleKey));
        ui.waitUntil("the wizard is not busy", () -> !ui.visible("#import-busy"));
    }

    private static void shoot(ScreenHarness ui, Path file) throws Exception {
        shoot(ui, "#import-wizard", file);
    }

    /** The window with the dialog holding {@code dialog} over it. */
    private static void shoot(ScreenHarness ui, String dialog, Path file) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        Callable<Scene> wizard = () -> ui.robot.lookup(dialog).query().getScene();
        Scene over = WaitForAsyncUtils.asyncFx(wizard).get(10, TimeUnit.SECONDS);
        ui.robot.interact(() -> Png.write(ui.scene(), over, file));
        System.out.println("wrote " + file);
    }
}
