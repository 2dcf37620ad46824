package io.mailroom.ui.contacts;

import atlantafx.base.theme.Styles;
import io.mailroom.api.ContactStatus;
import io.mailroom.service.localcopy.ContactField;
import io.mailroom.service.localcopy.JobFailure;
import io.mailroom.service.localcopy.JobSummary;
import io.mailroom.service.transfer.BirthdayOrder;
import io.mailroom.service.transfer.ColumnMapping;
import io.mailroom.service.transfer.EmptyCells;
import io.mailroom.service.transfer.FileEncoding;
import io.mailroom.service.transfer.ImportPreview;
import io.mailroom.service.transfer.PlannedRow;
import io.mailroom.service.transfer.RejectedRow;
import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.Buttons;
import io.mailroom.ui.fx.Icons;
import io.mailroom.ui.fx.Visibility;
import io.mailroom.ui.fx.WordedChoices;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.kordamp.ikonli.feather.Feather;

/**
 * The import wizard on screen ({@link ImportWizard}): one window over the main one, a step at a
 * time, Back and Next at its foot; on the run step Pause, Resume and Cancel. Closing it cancels.
 */
final class ImportWizardDialog {

    static final double WIDTH = 900;
    static final double HEIGHT = 600;
    private static final double LABEL_WIDTH = 150;

    private final ImportWizard wizard;
    private final Stage stage = new Stage();

    private ImportWizardDialog(Window owner, ImportWizard wizard) {
        this.wizard = wizard;
        if (owner != null) {
            stage.initOwner(owner);
            stage.initModality(Modality.WINDOW_MODAL);
        }
        stage.setTitle(Messages.text("contacts.import.title", wizard.appId()));
        BorderPane root = new BorderPane();
        root.setId("import-wizard");
        root.getStyleClass().add("import-wizard");
        root.setTop(heading());
        StackPane steps = new StackPane(
                step(ImportWizard.Step.FILE, fileStep()),
                step(ImportWizard.Step.MAPPING, mappingStep()),
                step(ImportWizard.Step.PREVIEW, previewStep()),
                step(ImportWizard.Step.RUN, runStep()),
                step(ImportWizard.Step.SUMMARY, summaryStep()));
        steps.setPadding(new Insets(12, 20, 8, 20));
        root.setCenter(steps);
        root.setBottom(new VBox(busyLine(), buttons()));
        stage.setScene(new Scene(root, WIDTH, HEIGHT));
        stage.setMinWidth(640);
        stage.setMinHeight(420);
        stage.setOnCloseRequest(event -> wizard.cancel());
        wizard.closedProperty().subscribe(closed -> {
            if (closed) {
                stage.close();
            }
        });
    }

    /** Shows the wizard over {@code owner}; it reads and sends in the background, and closes itself when it is done with or cancelled. */
    static Stage show(Window owner, ImportWizard wizard) {
        ImportWizardDialog dialog = new ImportWizardDialog(owner, wizard);
        dialog.stage.show();
        return dialog.stage;
    }

    private Node heading() {
        Label title = new Label();
        title.setId("import-step-title");
        title.getStyleClass().add(Styles.TITLE_3);
        title.textProperty().bind(Bindings.createStringBinding(() -> stepTitle(wizard.stepProperty().get()), wizard.stepProperty()));
        Label count = new Label();
        count.setId("import-step-count");
        count.getStyleClass().add(Styles.TEXT_MUTED);
        count.textProperty().bind(Bindings.createStringBinding(() -> Messages.text("contacts.import.stepOf",
                wizard.stepProperty().get().ordinal() + 1, ImportWizard.Step.values().length), wizard.stepProperty()));
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox heading = new HBox(12, Icons.of(Feather.UPLOAD, 22), title, gap, count);
        heading.setAlignment(Pos.CENTER_LEFT);
        heading.setPadding(new Insets(14, 20, 10, 20));
        heading.getStyleClass().add(Styles.BG_SUBTLE);
        return heading;
    }

    private static String stepTitle(ImportWizard.Step step) {
        return switch (step) {
            case FILE -> Messages.text("contacts.import.step.file");
            case MAPPING -> Messages.text("contacts.import.step.mapping");
            case PREVIEW -> Messages.text("contacts.import.step.preview");
            case RUN -> Messages.text("contacts.import.step.run");
            case SUMMARY -> Messages.text("contacts.import.step.summary");
        };
    }

    private Node step(ImportWizard.Step which, Node content) {
        Visibility.showWhen(content, wizard.stepProperty().isEqualTo(which));
        return content;
    }

    // ---- the file

    private Node fileStep() {
        Label name = new Label();
        name.setId("import-file-name");
        name.setWrapText(true);
        name.textProperty().bind(Bindings.createStringBinding(() -> wizard.fileProperty().get() == null ? ""
                : wizard.fileProperty().get().path().toString(), wizard.fileProperty()));

        ComboBox<Charset> encoding = new ComboBox<>();
        encoding.setId("import-encoding");
        WordedChoices.wordedBy(encoding, Charset::name);
        Label encodingNote = note("import-encoding-note");
        ComboBox<Character> delimiter = new ComboBox<>(FXCollections.observableArrayList(ImportWizard.DELIMITERS));
        delimiter.setId("import-delimiter");
        WordedChoices.wordedBy(delimiter, ImportWizardDialog::delimiterWords);
        Label delimiterNote = note("import-delimiter-note");
        Label headers = new Label();
        headers.setId("import-headers");
        headers.setWrapText(true);

        wizard.fileProperty().subscribe(file -> {
            if (file == null) {
                return;
            }
            List<Charset> offered = new ArrayList<>(ImportWizard.ENCODINGS);
            if (!offered.contains(file.encoding().charset())) {
                offered.addFirst(file.encoding().charset());
            }
            encoding.getItems().setAll(offered);
            encoding.setValue(file.encoding().charset());
            encodingNote.setText(encodingWords(file.encoding()));
            if (!delimiter.getItems().contains(file.delimiter())) {
                delimiter.getItems().add(file.delimiter());
            }
            delimiter.setValue(file.delimiter());
            delimiterNote.setText(Messages.text(file.delimiterChosen() ? "contacts.import.delimiter.chosen" : "contacts.import.delimiter.found"));
            headers.setText(Messages.text("contacts.import.headers", file.headers().size(), String.join(", ", file.headers())));
        });
        encoding.setOnAction(event -> {
            if (encoding.getValue() != null) {
                wizard.encoding(encoding.getValue());
            }
        });
        delimiter.setOnAction(event -> {
            if (delimiter.getValue() != null) {
                wizard.delimiter(delimiter.getValue());
            }
        });
        encoding.disableProperty().bind(wizard.busyProperty());
        delimiter.disableProperty().bind(wizard.busyProperty());

        GridPane grid = form();
        grid.addRow(0, label(Messages.text("contacts.import.file")), name);
        grid.addRow(1, label(Messages.text("contacts.import.encoding")), new VBox(4, encoding, encodingNote));
        grid.addRow(2, label(Messages.text("contacts.import.delimiter")), new VBox(4, delimiter, delimiterNote));
        grid.addRow(3, label(Messages.text("contacts.import.columns")), headers);
        return new VBox(14, intro(Messages.text("contacts.import.file.intro")), grid);
    }

    private static String encodingWords(FileEncoding encoding) {
        return switch (encoding.how()) {
            case BYTE_ORDER_MARK -> Messages.text("contacts.import.encoding.mark", encoding.name());
            case VALID_UTF8 -> Messages.text("contacts.import.encoding.utf8");
            case NOT_UTF8 -> Messages.text("contacts.import.encoding.notUtf8", encoding.firstBadByte(), encoding.name());
            case CHOSEN -> Messages.text("contacts.import.encoding.chosen", encoding.name());
        };
    }

    private static String delimiterWords(Character delimiter) {
        return switch (delimiter) {
            case ',' -> Messages.text("contacts.import.delimiter.comma");
            case ';' -> Messages.text("contacts.import.delimiter.semicolon");
            case '\t' -> Messages.text("contacts.import.delimiter.tab");
            default -> Messages.text("contacts.import.delimiter.other", String.valueOf(delimiter));
        };
    }

    // ---- the mapping

    private Node mappingStep() {
        GridPane columns = new GridPane();
        columns.setId("import-mapping");
        columns.setHgap(16);
        columns.setVgap(6);
        columns.getColumnConstraints().addAll(new ColumnConstraints(180), grow(), new ColumnConstraints(230));
        Label recalled = note("import-mapping-recalled");
        recalled.setText(Messages.text("contacts.import.mapping.recalled"));
        Visibility.showWhen(recalled, wizard.mappingRecalledProperty());
        List<ComboBox<Optional<ContactField>>> choosers = new ArrayList<>();
        wizard.fileProperty().subscribe(file -> {
            columns.getChildren().clear();
            choosers.clear();
            if (file == null) {
                return;
            }
            columns.addRow(0, heading(Messages.text("contacts.import.mapping.header")), heading(Messages.text("contacts.import.mapping.samples")),
                    heading(Messages.text("contacts.import.mapping.field")));
            List<List<String>> samples = wizard.samplesProperty().get();
            for (int i = 0; i < file.headers().size(); i++) {
                int index = i;
                Label header = new Label(file.headers().get(i));
                header.getStyleClass().add(Styles.TEXT_BOLD);
                header.setWrapText(true);
                Label values = new Label(i < samples.size() ? String.join(" · ", samples.get(i)) : "");
                values.getStyleClass().add(Styles.TEXT_MUTED);
                // Long values (addresses) wrap rather than being cut: they are what tells a column's meaning.
                values.setWrapText(true);
                values.setId("import-samples-" + i);
                ComboBox<Optional<ContactField>> field = new ComboBox<>(fieldChoices());
                field.setId("import-field-" + i);
                field.setMaxWidth(Double.MAX_VALUE);
                WordedChoices.wordedBy(field, chosen -> chosen.map(RejectWords::field).orElse(Messages.text("contacts.import.mapping.ignore")));
                field.setOnAction(event -> {
                    if (field.getValue() != null) {
                        wizard.map(index, field.getValue());
                    }
                });
                choosers.add(field);
                columns.addRow(i + 1, header, values, field);
            }
            showMapping(choosers, wizard.mappingProperty().get());
        });
        wizard.mappingProperty().subscribe(mapping -> showMapping(choosers, mapping));

        Label noAddress = new Label(Messages.text("contacts.import.mapping.noAddress", RejectWords.field(ContactField.EMAIL_ADDRESS)));
        noAddress.setId("import-no-address");
        noAddress.setWrapText(true);
        noAddress.getStyleClass().add(Styles.DANGER);
        noAddress.setGraphic(Icons.of(Feather.ALERT_TRIANGLE));
        Visibility.showWhen(noAddress, Bindings.createBooleanBinding(() -> wizard.mappingProperty().get() != null
                && !wizard.mappingProperty().get().hasAddress(), wizard.mappingProperty()));

        ScrollPane scroll = new ScrollPane(columns);
        scroll.setFitToWidth(true);
        scroll.setId("import-mapping-scroll");
        VBox.setVgrow(scroll, Priority.ALWAYS);
        return new VBox(10, intro(Messages.text("contacts.import.mapping.intro")), recalled, scroll, noAddress, choices());
    }

    private static ObservableList<Optional<ContactField>> fieldChoices() {
        ObservableList<Optional<ContactField>> choices = FXCollections.observableArrayList();
        choices.add(Optional.empty());
        for (ContactField field : ContactField.values()) {
            if (ColumnMapping.IMPORTABLE.contains(field)) {
                choices.add(Optional.of(field));
            }
        }
        return choices;
    }

    private static void showMapping(List<ComboBox<Optional<ContactField>>> choosers, ColumnMapping mapping) {
        if (mapping == null || choosers.size() != mapping.columns().size()) {
            return;
        }
        for (ColumnMapping.Column column : mapping.columns()) {
            ComboBox<Optional<ContactField>> chooser = choosers.get(column.index());
            if (!column.field().equals(chooser.getValue())) {
                chooser.setValue(column.field());
            }
        }
    }

    /** The status for new contacts (none by default) and what empty cells do. */
    private Node choices() {
        ToggleGroup statuses = new ToggleGroup();
        RadioButton none = radio("import-status-none", Messages.text("contacts.import.status.none"), statuses);
        RadioButton confirmed = radio("import-status-confirmed", StatusWords.of(ContactStatus.Confirmed), statuses);
        RadioButton unsubscribed = radio("import-status-unsubscribed", StatusWords.of(ContactStatus.Unsubscribed), statuses);
        statuses.selectToggle(none);
        statuses.selectedToggleProperty().subscribe(toggle -> wizard.newStatusProperty().set(
                toggle == confirmed ? ContactStatus.Confirmed : toggle == unsubscribed ? ContactStatus.Unsubscribed : null));
        Label statusNote = note("import-status-note");
        statusNote.textProperty().bind(Bindings.createStringBinding(() -> wizard.newStatusProperty().get() == null
                ? Messages.text("contacts.import.status.noneNote") : Messages.text("contacts.import.status.note"), wizard.newStatusProperty()));

        ToggleGroup cells = new ToggleGroup();
        RadioButton keep = radio("import-empty-keep", Messages.text("contacts.import.empty.keep"), cells);
        RadioButton clear = radio("import-empty-clear", Messages.text("contacts.import.empty.clear"), cells);
        cells.selectToggle(keep);
        cells.selectedToggleProperty().subscribe(toggle -> wizard.emptyCellsProperty().set(toggle == clear ? EmptyCells.CLEAR : EmptyCells.KEEP));

        GridPane grid = form();
        grid.addRow(0, label(Messages.text("contacts.import.status")), new VBox(4, new HBox(16, none, confirmed, unsubscribed), statusNote));
        grid.addRow(1, label(Messages.text("contacts.import.empty")), new HBox(16, keep, clear));
        return grid;
    }

    // ---- the preview

    private Node previewStep() {
        Label counts = new Label();
        counts.setId("import-preview-counts");
        counts.setWrapText(true);
        counts.setMinHeight(Region.USE_PREF_SIZE);
        counts.getStyleClass().add(Styles.TEXT_BOLD);
        counts.textProperty().bind(Bindings.createStringBinding(() -> previewCounts(wizard.previewProperty().get()), wizard.previewProperty()));

        TableView<RejectedRow> rejects = new TableView<>();
        rejects.setId("import-rejects");
        rejects.getColumns().add(lineColumn(RejectedRow::line));
        rejects.getColumns().add(column(Messages.text("contacts.import.reason"), RejectWords::of, 520));
        rejects.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        rejects.setPlaceholder(new Label(Messages.text("contacts.import.rejects.none")));
        Label rejectsTitle = heading(Messages.text("contacts.import.rejects.title"));
        Button save = new Button(Messages.text("contacts.import.rejects.save"), Icons.of(Feather.DOWNLOAD));
        save.setId("import-save-rejects");
        save.setMinWidth(Region.USE_PREF_SIZE);
        save.setOnAction(event -> wizard.saveRejects());
        save.disableProperty().bind(wizard.busyProperty().or(Bindings.createBooleanBinding(() -> wizard.previewProperty().get() == null
                || wizard.previewProperty().get().rejected() == 0, wizard.previewProperty())));
        Label saved = note("import-rejects-note");
        saved.textProperty().bind(wizard.rejectsNoteProperty());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox rejectsHead = new HBox(10, rejectsTitle, gap, save);
        rejectsHead.setAlignment(Pos.CENTER_LEFT);

        TableView<PlannedRow> kept = new TableView<>();
        kept.setId("import-status-kept");
        kept.getColumns().add(lineColumn(PlannedRow::line));
        kept.getColumns().add(column(Messages.text("contacts.column.emailAddress"), PlannedRow::address, 260));
        kept.getColumns().add(column(Messages.text("contacts.import.statusKept.column"), row -> Messages.text("contacts.import.statusKept.row",
                StatusWords.of(row.statusKept().orElse("")), row.status().map(StatusWords::of).orElse("")), 300));
        kept.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        Label keptTitle = heading(Messages.text("contacts.import.statusKept.title"));
        Label keptNote = note("import-status-kept-note");
        keptNote.setText(Messages.text("contacts.import.statusKept.note"));
        VBox keptBox = new VBox(6, keptTitle, keptNote, kept);
        Visibility.showWhen(keptBox, Bindings.createBooleanBinding(() -> wizard.previewProperty().get() != null
                && wizard.previewProperty().get().statusKept() > 0, wizard.previewProperty()));

        Label copyAt = note("import-copy-note");
        copyAt.textProperty().bind(wizard.copyNoteProperty());

        Label monthFirst = note("import-birthdays-month-first");
        monthFirst.setText(Messages.text("contacts.import.birthdaysMonthFirst"));
        Visibility.showWhen(monthFirst, Bindings.createBooleanBinding(() -> wizard.previewProperty().get() != null
                && wizard.previewProperty().get().birthdays() == BirthdayOrder.MONTH_FIRST, wizard.previewProperty()));

        Label nothing = note("import-nothing-to-send");
        nothing.setText(Messages.text("contacts.import.nothingToSend"));
        Visibility.showWhen(nothing, Bindings.createBooleanBinding(() -> wizard.previewProperty().get() != null
                && wizard.previewProperty().get().toSend() == 0, wizard.previewProperty()));

        wizard.previewProperty().subscribe(preview -> {
            rejects.getItems().setAll(preview == null ? List.of() : preview.rejects());
            kept.getItems().setAll(preview == null ? List.of() : preview.statusKeptRows());
        });
        VBox.setVgrow(rejects, Priority.ALWAYS);
        VBox.setVgrow(kept, Priority.SOMETIMES);
        return new VBox(10, counts, copyAt, monthFirst, nothing, rejectsHead, rejects, saved, keptBox);
    }

    private static String previewCounts(ImportPreview preview) {
        if (preview == null) {
            return "";
        }
        return Messages.text("contacts.import.preview.counts", preview.creates(), preview.updates(), preview.unchanged(), preview.rejected());
    }

    // ---- the run

    private Node runStep() {
        Label progressText = new Label();
        progressText.setId("import-progress-text");
        progressText.setWrapText(true);
        progressText.textProperty().bind(Bindings.createStringBinding(this::runWords,
                wizard.runProperty(), wizard.sentProperty(), wizard.totalProperty()));
        ProgressBar bar = new ProgressBar();
        bar.setId("import-progress");
        bar.setMaxWidth(Double.MAX_VALUE);
        bar.progressProperty().bind(Bindings.createDoubleBinding(() -> wizard.runProperty().get() == ImportWizard.Run.PLANNING
                ? ProgressBar.INDETERMINATE_PROGRESS
                : wizard.totalProperty().get() == 0 ? 1 : (double) wizard.sentProperty().get() / wizard.totalProperty().get(),
                wizard.runProperty(), wizard.sentProperty(), wizard.totalProperty()));
        Label job = note("import-job");
        job.textProperty().bind(Bindings.createStringBinding(() -> wizard.jobIdProperty().get() == null ? ""
                : Messages.text("contacts.import.job", wizard.jobIdProperty().get()), wizard.jobIdProperty()));
        Label meanwhile = note("import-meanwhile");
        meanwhile.setText(Messages.text("contacts.import.run.note"));
        return new VBox(14, progressText, bar, job, meanwhile);
    }

    private String runWords() {
        int sent = wizard.sentProperty().get();
        int total = wizard.totalProperty().get();
        return switch (wizard.runProperty().get()) {
            case PLANNING -> Messages.text("contacts.import.run.planning");
            case SENDING, ENDED -> Messages.text("contacts.import.run.sending", sent, total);
            case PAUSING -> Messages.text("contacts.import.run.pausing", sent, total);
            case PAUSED -> Messages.text("contacts.import.run.paused", sent, total);
        };
    }

    // ---- the summary

    private Node summaryStep() {
        Label counts = new Label();
        counts.setId("import-summary-counts");
        counts.setWrapText(true);
        counts.setMinHeight(Region.USE_PREF_SIZE);
        counts.getStyleClass().add(Styles.TEXT_BOLD);
        counts.textProperty().bind(Bindings.createStringBinding(() -> summaryCounts(wizard.summaryProperty().get()), wizard.summaryProperty()));
        TableView<JobFailure> failed = new TableView<>(wizard.failures());
        failed.setId("import-failures");
        failed.getColumns().add(lineColumn(JobFailure::line));
        failed.getColumns().add(column(Messages.text("contacts.column.emailAddress"), JobFailure::address, 240));
        failed.getColumns().add(column(Messages.text("contacts.import.message"), JobFailure::message, 360));
        failed.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        failed.setPlaceholder(new Label(Messages.text("contacts.import.failures.none")));
        Button resume = new Button(Messages.text("contacts.import.resumeFailed"), Icons.of(Feather.REFRESH_CW));
        resume.setId("import-resume-failed");
        resume.setMinWidth(Region.USE_PREF_SIZE);
        resume.setOnAction(event -> wizard.resume());
        BooleanBinding resumable = Bindings.createBooleanBinding(() -> wizard.summaryProperty().get() != null
                && wizard.summaryProperty().get().resumable(), wizard.summaryProperty());
        Visibility.showWhen(resume, resumable);
        resume.disableProperty().bind(wizard.busyProperty());
        VBox.setVgrow(failed, Priority.ALWAYS);
        return new VBox(10, counts, heading(Messages.text("contacts.import.failures.title")), failed, resume);
    }

    private static String summaryCounts(JobSummary summary) {
        if (summary == null) {
            return "";
        }
        return Messages.text("contacts.import.summary.counts", summary.created(), summary.updated(), summary.unchanged(), summary.rejected(),
                summary.failed());
    }

    // ---- the foot

    private Node busyLine() {
        ProgressBar bar = new ProgressBar(ProgressBar.INDETERMINATE_PROGRESS);
        bar.setPrefWidth(160);
        Label text = new Label();
        text.setId("import-busy-text");
        text.textProperty().bind(Bindings.createStringBinding(() -> wizard.rowsReadProperty().get() == 0 ? wizard.busyTextProperty().get()
                : Messages.text("contacts.import.rowsRead", wizard.busyTextProperty().get(), wizard.rowsReadProperty().get()),
                wizard.busyTextProperty(), wizard.rowsReadProperty()));
        Button stopSync = Buttons.of("import-stop-sync", Messages.text("contacts.import.stopSync"), wizard::compareWithoutWaiting);
        Visibility.showWhen(stopSync, wizard.waitingForSyncProperty());
        HBox line = new HBox(10, bar, text, stopSync);
        line.setId("import-busy");
        line.setAlignment(Pos.CENTER_LEFT);
        line.setPadding(new Insets(6, 20, 6, 20));
        Visibility.showWhen(line, wizard.busyProperty());
        return line;
    }

    private Node buttons() {
        ImportWizard.Step[] asking = {ImportWizard.Step.FILE, ImportWizard.Step.MAPPING, ImportWizard.Step.PREVIEW};
        BooleanBinding choosing = Bindings.createBooleanBinding(() -> List.of(asking).contains(wizard.stepProperty().get()), wizard.stepProperty());
        BooleanBinding running = wizard.stepProperty().isEqualTo(ImportWizard.Step.RUN);

        Button back = Buttons.of("import-back", Messages.text("contacts.import.back"), wizard::back);
        back.disableProperty().bind(wizard.canGoBack().not());
        Visibility.showWhen(back, choosing);
        Button next = Buttons.of("import-next", "", wizard::next);
        next.textProperty().bind(Bindings.createStringBinding(() -> switch (wizard.stepProperty().get()) {
            case MAPPING -> Messages.text("contacts.import.toPreview");
            case PREVIEW -> wizard.previewProperty().get() == null ? Messages.text("contacts.import.send", 0)
                    : Messages.text("contacts.import.send", wizard.previewProperty().get().toSend());
            default -> Messages.text("contacts.import.next");
        }, wizard.stepProperty(), wizard.previewProperty()));
        next.getStyleClass().add(Styles.ACCENT);
        next.setDefaultButton(true);
        next.disableProperty().bind(wizard.canGoOn().not());
        Visibility.showWhen(next, choosing);

        Button pause = Buttons.of("import-pause", Messages.text("contacts.import.pause"), wizard::pause);
        pause.setGraphic(Icons.of(Feather.PAUSE));
        pause.disableProperty().bind(wizard.runProperty().isNotEqualTo(ImportWizard.Run.SENDING));
        Visibility.showWhen(pause, running.and(wizard.runProperty().isNotEqualTo(ImportWizard.Run.PAUSED)));
        Button resume = Buttons.of("import-resume", Messages.text("contacts.import.resume"), wizard::resume);
        resume.setGraphic(Icons.of(Feather.PLAY));
        resume.getStyleClass().add(Styles.ACCENT);
        resume.disableProperty().bind(wizard.busyProperty());
        Visibility.showWhen(resume, running.and(wizard.runProperty().isEqualTo(ImportWizard.Run.PAUSED)));

        Button cancel = Buttons.of("import-cancel", Messages.text("common.cancel"), wizard::cancel);
        cancel.setCancelButton(true);
        Visibility.showWhen(cancel, wizard.stepProperty().isNotEqualTo(ImportWizard.Step.SUMMARY));
        Button close = Buttons.of("import-close", Messages.text("common.close"), wizard::cancel);
        Visibility.showWhen(close, wizard.stepProperty().isEqualTo(ImportWizard.Step.SUMMARY));

        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox bar = new HBox(10, gap, back, next, pause, resume, cancel, close);
        bar.setAlignment(Pos.CENTER_RIGHT);
        bar.setPadding(new Insets(10, 20, 14, 20));
        return bar;
    }

    // ---- small parts

    private static RadioButton radio(String id, String text, ToggleGroup group) {
        RadioButton radio = new RadioButton(text);
        radio.setId(id);
        radio.setToggleGroup(group);
        radio.setMinWidth(Region.USE_PREF_SIZE);
        return radio;
    }

    private static Label intro(String text) {
        Label intro = new Label(text);
        intro.setWrapText(true);
        intro.setMinHeight(Region.USE_PREF_SIZE);
        return intro;
    }

    private static Label note(String id) {
        Label note = new Label();
        note.setId(id);
        note.setWrapText(true);
        note.setMinHeight(Region.USE_PREF_SIZE);
        note.getStyleClass().add(Styles.TEXT_MUTED);
        return note;
    }

    private static Label label(String text) {
        Label label = new Label(text);
        label.setWrapText(true);
        label.getStyleClass().add(Styles.TEXT_BOLD);
        return label;
    }

    private static Label heading(String text) {
        Label heading = new Label(text);
        heading.getStyleClass().add(Styles.TEXT_BOLD);
        heading.setMinWidth(Region.USE_PREF_SIZE);
        return heading;
    }

    private static GridPane form() {
        GridPane grid = new GridPane();
        grid.setHgap(16);
        grid.setVgap(12);
        grid.getColumnConstraints().addAll(new ColumnConstraints(LABEL_WIDTH), grow());
        return grid;
    }

    private static ColumnConstraints grow() {
        ColumnConstraints grow = new ColumnConstraints();
        grow.setHgrow(Priority.ALWAYS);
        grow.setMinWidth(100);
        return grow;
    }

    /** The line of a row in the file: as narrow as its numbers, the room left to the words beside it. */
    private static <S> TableColumn<S, String> lineColumn(ToLongFunction<S> line) {
        TableColumn<S, String> column = column(Messages.text("contacts.import.line"), row -> Formats.number(line.applyAsLong(row)), 80);
        column.setMinWidth(70);
        column.setMaxWidth(90);
        return column;
    }

    private static <S> TableColumn<S, String> column(String title, Function<S, String> text, double width) {
        TableColumn<S, String> column = new TableColumn<>(title);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(text.apply(cell.getValue())));
        column.setPrefWidth(width);
        column.setSortable(false);
        return column;
    }
}
