package io.mailroom.ui.compose;

import atlantafx.base.theme.Styles;
import io.mailroom.api.Contact;
import io.mailroom.service.compose.DraftStore;
import io.mailroom.service.compose.EmailSending;
import io.mailroom.service.compose.Placeholders;
import io.mailroom.service.compose.SendHistory;
import io.mailroom.service.compose.SentEmail;
import io.mailroom.service.profiles.Session;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.Debouncer;
import io.mailroom.ui.common.KnownContacts;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Navigator;
import io.mailroom.ui.common.Screen;
import io.mailroom.ui.fx.FxDialogService;
import io.mailroom.ui.fx.Icons;
import io.mailroom.ui.fx.Menus;
import io.mailroom.ui.fx.Shortcuts;
import io.mailroom.ui.fx.Visibility;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.StringProperty;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.feather.Feather;

/**
 * Compose and send one email: the form, its preview, the drafts kept as the person types, and
 * the outcome of the last send. The state and the requests live in {@link ComposeViewModel};
 * this class lays them out and wires the keyboard.
 */
public final class ComposeScreen implements Screen {

    static final KeyCombination SEND = KeyCombination.keyCombination("Shortcut+Enter");
    static final KeyCombination NEW = KeyCombination.keyCombination("Shortcut+N");
    static final KeyCombination PREVIEW = KeyCombination.keyCombination("Shortcut+P");
    static final Duration AUTOSAVE_QUIET = Duration.ofMillis(700);

    private final ComposeViewModel model;
    private final HistoryViewModel history;
    private final TabPane side = new TabPane();
    private final Tab draftsTab = new Tab();
    private final Tab sentTab = new Tab(Messages.text("compose.sent.tab"));
    private final BorderPane root;
    private final Menu menu = new Menu(Messages.text("compose.menu"));
    private final TextField to = new TextField();
    private final TabPane bodyTabs = new TabPane();
    private final Tab previewTab = new Tab(Messages.text("compose.tab.preview"));
    private final EmailPreview preview;

    /** Never changes: {@link Screen#id()}. */
    public static final String ID = "compose";

    public ComposeScreen(Session session, Async async, DraftStore drafts, EmailSending sending, SendHistory history,
                         KnownContacts known, Clock clock) {
        this(new BorderPane(), session, async, drafts, sending, history, known, clock);
    }

    /** The view-model asks its questions over {@code root}, the screen's view. */
    private ComposeScreen(BorderPane root, Session session, Async async, DraftStore drafts, EmailSending sending, SendHistory history,
                          KnownContacts known, Clock clock) {
        this(root, new ComposeViewModel(session, async, drafts, sending, known, Debouncer.fx(AUTOSAVE_QUIET), clock,
                FxDialogService.over(root)), new HistoryViewModel(history, async));
    }

    ComposeScreen(BorderPane root, ComposeViewModel model, HistoryViewModel history) {
        this.root = root;
        this.model = model;
        this.history = history;
        this.preview = new EmailPreview(model);
        model.onSendEnded(history::refresh);
        model.onHistoryWanted(this::checkHistory);
        build();
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return Messages.text("compose.title");
    }

    @Override
    public Ikon icon() {
        return Feather.EDIT;
    }

    @Override
    public Node view() {
        return root;
    }

    @Override
    public List<Menu> menus() {
        return List.of(menu);
    }

    @Override
    public void shown() {
        model.start();
    }

    @Override
    public void stop() {
        model.keepHere();
        model.close();
    }

    @Override
    public boolean take(Navigator.Request request) {
        if (request instanceof Navigator.EmailContact(Contact contact)) {
            emailContact(contact);
            return true;
        }
        return false;
    }

    /** "Email this contact": a new email to them, the cursor in the subject. */
    public void emailContact(Contact contact) {
        model.emailContact(contact);
        bodyTabs.getSelectionModel().selectFirst();
    }

    private void build() {
        draftsTab.setId("drafts-tab");
        draftsTab.setContent(new DraftsPanel(model, model::deleteAsked).view());
        draftsTab.textProperty().bind(Bindings.createStringBinding(() -> Messages.text("compose.drafts.tab", model.drafts().size()),
                model.drafts()));
        sentTab.setId("sent-tab");
        sentTab.setContent(new HistoryPanel(history, model.sendingProperty(), this::openAsNewDraft).view());
        side.getTabs().setAll(draftsTab, sentTab);
        side.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        side.setId("compose-side");
        side.setPrefWidth(340);
        side.setMinWidth(280);
        side.getStyleClass().add("compose-side");

        Node body = body();
        VBox.setVgrow(body, Priority.ALWAYS);
        VBox form = new VBox(10, new SendNoticeView(model).view(), fileNotice(), fields(), body, placeholderWarning(), sendBar());
        form.setPadding(new Insets(12, 16, 12, 16));
        form.setId("compose-form");

        // A sent email chosen in the Sent tab is shown in full where the form is, which has the room; Back returns to the form.
        Node details = new HistoryDetailsPanel(history.selectedProperty(), () -> history.selectedProperty().set(null),
                this::openAsNewDraft, model.sendingProperty()).view();
        BooleanBinding showingSent = sentTab.selectedProperty().and(history.selectedProperty().isNotNull());
        Visibility.showWhen(details, showingSent);
        Visibility.showWhen(form, showingSent.not());

        root.setId("compose-screen");
        root.getStylesheets().add(ComposeScreen.class.getResource("compose.css").toExternalForm());
        root.setLeft(side);
        root.setCenter(new StackPane(form, details));
        // The text area would take Ctrl+Enter as a line break on some platforms: sending wins anywhere in the pane.
        root.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (SEND.match(event)) {
                event.consume();
                model.send();
            }
        });

        menu.setId("compose-menu");
        MenuItem newEmail = Menus.item(Messages.text("compose.menu.new"), NEW, this::newDraft);
        newEmail.disableProperty().bind(model.sendingProperty());
        MenuItem send = Menus.item(Messages.text("compose.menu.send"), SEND, model::send);
        send.disableProperty().bind(model.sendingProperty());
        menu.getItems().setAll(newEmail, send, new SeparatorMenuItem(), Menus.item(Messages.text("compose.menu.preview"), PREVIEW, this::togglePreview));
    }

    private Node fields() {
        ComboBox<String> from = new ComboBox<>(model.senders());
        from.setId("compose-from");
        from.setEditable(true);
        from.setMaxWidth(Double.MAX_VALUE);
        from.setPromptText(Messages.text("compose.from.prompt"));
        // An editable combo box commits typed text only on Enter or focus loss: bind its editor so every keystroke counts.
        from.getEditor().textProperty().bindBidirectional(model.fromProperty());
        from.valueProperty().addListener((obs, old, chosen) -> {
            if (chosen != null) {
                model.fromProperty().set(chosen);
            }
        });

        to.setId("compose-to");
        to.setPromptText(Messages.text("compose.to.prompt"));
        to.textProperty().bindBidirectional(model.toProperty());
        RecipientCompletionMenu.attach(to, model);
        Label filledFrom = new Label();
        filledFrom.setId("compose-filled-from");
        filledFrom.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
        filledFrom.setWrapText(true);
        filledFrom.setMinHeight(Region.USE_PREF_SIZE);
        // The name alone keeps the line short beside a long address (French is long already); the tooltip has both.
        filledFrom.textProperty().bind(Bindings.createStringBinding(
                () -> model.filledFrom().isEmpty() ? "" : Messages.text("compose.filledFrom", model.filledFromName()), model.fieldsProperty()));
        Tooltip whole = new Tooltip();
        whole.textProperty().bind(Bindings.createStringBinding(
                () -> model.filledFrom().isEmpty() ? "" : Messages.text("compose.filledFrom", model.filledFrom()), model.fieldsProperty()));
        filledFrom.setTooltip(whole);
        hideWhenEmpty(filledFrom);

        TextField subject = new TextField();
        subject.setId("compose-subject");
        subject.setPromptText(Messages.text("compose.subject.prompt"));
        subject.textProperty().bindBidirectional(model.subjectProperty());

        for (Node input : List.of(from, to, subject)) {
            input.disableProperty().bind(model.sendingProperty());
        }
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(2);
        ColumnConstraints labels = new ColumnConstraints();
        labels.setMinWidth(Region.USE_PREF_SIZE);
        ColumnConstraints inputs = new ColumnConstraints();
        inputs.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().setAll(labels, inputs);
        int row = 0;
        row = addField(grid, row, Messages.text("compose.field.from"), from, error("from-error", model.fromError(), model.fromProperty()));
        row = addField(grid, row, Messages.text("compose.field.to"), to, error("to-error", model.toError(), model.toProperty()), filledFrom);
        addField(grid, row, Messages.text("compose.field.subject"), subject,
                error("subject-error", model.subjectError(), model.subjectProperty()));
        return grid;
    }

    private Node body() {
        TextArea text = new TextArea();
        text.setId("compose-body");
        text.setWrapText(true);
        text.setPromptText(Messages.text("compose.body.prompt", "{{firstName}}", "{{company}}"));
        text.textProperty().bindBidirectional(model.bodyProperty());
        text.editableProperty().bind(model.sendingProperty().not());
        Tab write = new Tab(Messages.text("compose.tab.write"), text);
        write.setId("write-tab");
        previewTab.setId("preview-tab");
        previewTab.setContent(preview.view());
        previewTab.selectedProperty().addListener((obs, was, now) -> preview.showing(now));
        bodyTabs.getTabs().setAll(write, previewTab);
        bodyTabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        bodyTabs.setId("body-tabs");

        FormatSwitchBar format = new FormatSwitchBar(model.htmlProperty());
        format.view().disableProperty().bind(model.sendingProperty());
        Label bodyError = error("body-error", model.bodyError(), model.bodyProperty());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox top = new HBox(10, bodyError, gap, format.view());
        top.setAlignment(Pos.CENTER_LEFT);
        VBox.setVgrow(bodyTabs, Priority.ALWAYS);
        return new VBox(4, top, bodyTabs);
    }

    private Node placeholderWarning() {
        Label warning = new Label();
        warning.setId("placeholder-warning");
        warning.setWrapText(true);
        warning.setMinHeight(Region.USE_PREF_SIZE);
        warning.setGraphic(Icons.of(Feather.ALERT_TRIANGLE));
        warning.getStyleClass().add(Styles.WARNING);
        warning.textProperty().bind(Bindings.createStringBinding(() -> {
            List<String> unfilled = model.unfilledProperty().get();
            if (unfilled.isEmpty()) {
                return "";
            }
            return Messages.text("compose.placeholders.unfilled", unfilled.size(), ComposeViewModel.braced(unfilled))
                    + unknownNames(unfilled);
        }, model.unfilledProperty()));
        hideWhenEmpty(warning);
        return warning;
    }

    private Node sendBar() {
        Label saved = new Label();
        saved.setId("save-state");
        saved.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
        saved.textProperty().bind(model.saveStateProperty());
        saved.setMinWidth(Region.USE_PREF_SIZE);
        Label hint = new Label();
        hint.setId("send-hint");
        hint.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
        // In a narrow window the hint takes a second line rather than losing its end.
        hint.setWrapText(true);
        hint.setMinHeight(Region.USE_PREF_SIZE);
        hint.textProperty().bind(Bindings.createStringBinding(() -> {
            if (model.sendingProperty().get()) {
                return Messages.text("compose.sending");
            }
            List<String> names = List.of(Messages.text("compose.field.from"), Messages.text("compose.field.to"),
                    Messages.text("compose.field.subject"), Messages.text("compose.field.body"));
            List<StringBinding> errors = List.of(model.fromError(), model.toError(), model.subjectError(), model.bodyError());
            for (int i = 0; i < errors.size(); i++) {
                if (!errors.get(i).get().isEmpty()) {
                    return Messages.text("compose.hint.error", names.get(i), errors.get(i).get());
                }
            }
            return Messages.text("compose.hint.send", Shortcuts.text(SEND));
        }, model.sendingProperty(), model.fromError(), model.toError(), model.subjectError(), model.bodyError()));
        ProgressIndicator progress = new ProgressIndicator();
        progress.setId("send-progress");
        progress.setMaxSize(18, 18);
        Visibility.showWhen(progress, model.sendingProperty());
        Button send = new Button(Messages.text("compose.send"), Icons.of(Feather.SEND));
        send.setId("send");
        send.getStyleClass().add(Styles.ACCENT);
        send.setDefaultButton(false);
        send.setMinWidth(Region.USE_PREF_SIZE);
        send.setTooltip(new Tooltip(Messages.text("compose.send.tooltip", Shortcuts.text(SEND))));
        BooleanBinding cannotSend = model.validProperty().not().or(model.sendingProperty());
        send.disableProperty().bind(cannotSend);
        send.setOnAction(event -> model.send());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox bar = new HBox(10, saved, gap, hint, progress, send);
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    private Node fileNotice() {
        Label text = new Label();
        text.setId("drafts-notice");
        text.setWrapText(true);
        text.textProperty().bind(model.fileNoticeProperty());
        Button dismiss = new Button(null, Icons.of(Feather.X));
        dismiss.getStyleClass().addAll(Styles.BUTTON_ICON, Styles.FLAT);
        dismiss.setTooltip(new Tooltip(Messages.text("compose.dismiss")));
        dismiss.setOnAction(event -> model.dismissFileNotice());
        HBox.setHgrow(text, Priority.ALWAYS);
        HBox box = new HBox(8, Icons.of(Feather.ALERT_TRIANGLE), text, dismiss);
        box.setAlignment(Pos.CENTER_LEFT);
        box.setPadding(new Insets(6, 10, 6, 10));
        box.getStyleClass().add("file-notice");
        Visibility.showWhen(box, model.fileNoticeProperty().isNotEmpty());
        return box;
    }

    /** "Check the history" after an uncertain send: the Sent tab, searched for the recipient. */
    private void checkHistory(String recipient) {
        side.getSelectionModel().select(sentTab);
        history.search(recipient);
    }

    private void openAsNewDraft(SentEmail sent) {
        if (model.openAsNewDraft(sent)) {
            side.getSelectionModel().select(draftsTab);
            bodyTabs.getSelectionModel().selectFirst();
        }
    }

    private void newDraft() {
        model.newDraft();
        to.requestFocus();
    }

    private void togglePreview() {
        if (previewTab.isSelected()) {
            bodyTabs.getSelectionModel().selectFirst();
        } else {
            bodyTabs.getSelectionModel().select(previewTab);
        }
    }

    private static String unknownNames(List<String> unfilled) {
        List<String> unknown = unfilled.stream().filter(name -> !Placeholders.known(name)).toList();
        return unknown.isEmpty() ? "" : " " + Messages.text("compose.placeholders.unknown", unknown.size(),
                ComposeViewModel.braced(unknown), String.join(", ", Placeholders.NAMES));
    }

    private static int addField(GridPane grid, int row, String label, Node input, Label... below) {
        Label name = new Label(label);
        name.setLabelFor(input);
        grid.add(name, 0, row);
        grid.add(input, 1, row);
        GridPane.setHgrow(input, Priority.ALWAYS);
        int next = row + 1;
        for (Label line : below) {
            grid.add(line, 1, next++);
        }
        return next;
    }

    /** A field's problem, shown once something was typed there or a send was tried. */
    private Label error(String id, StringBinding problem, StringProperty field) {
        Label label = new Label();
        label.setId(id);
        label.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.DANGER);
        label.textProperty().bind(Bindings.createStringBinding(
                () -> field.get().isEmpty() && !model.showAllErrorsProperty().get() ? "" : problem.get(),
                problem, field, model.showAllErrorsProperty()));
        hideWhenEmpty(label);
        return label;
    }

    private static void hideWhenEmpty(Label label) {
        Visibility.showWhen(label, label.textProperty().isNotEmpty());
    }
}
