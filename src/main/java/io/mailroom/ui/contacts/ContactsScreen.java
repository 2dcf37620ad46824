package io.mailroom.ui.contacts;

import atlantafx.base.controls.CustomTextField;
import atlantafx.base.theme.Styles;
import io.mailroom.api.Contact;
import io.mailroom.service.BulkExecutor;
import io.mailroom.service.profiles.AppRef;
import io.mailroom.service.profiles.Session;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.DialogService;
import io.mailroom.ui.common.KnownContacts;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Navigator;
import io.mailroom.ui.common.Screen;
import io.mailroom.ui.common.Settings;
import io.mailroom.ui.fx.Clipboards;
import io.mailroom.ui.fx.FindField;
import io.mailroom.ui.fx.FxDialogService;
import io.mailroom.ui.fx.Icons;
import io.mailroom.ui.fx.Menus;
import io.mailroom.ui.fx.Shortcuts;
import io.mailroom.ui.fx.Visibility;
import io.mailroom.ui.fx.WordedChoices;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.IntegerBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.feather.Feather;

/**
 * The contacts workspace: one application's contacts, every one of them from the local copy once
 * it has been synchronised, else a page at a time from the service; found, sorted, created, edited
 * and deleted, with a chart of their shape beside them. The state and the requests live in
 * {@link ContactsViewModel}; this class lays them out and wires the keyboard. The saved segments
 * are listed on the left ({@link SegmentsPanel}), the filters as chips above the table ({@link FilterBar}).
 */
public final class ContactsScreen implements Screen {

    /** Never changes: {@link Screen#id()}; also how the app knows, before the screens exist, that the window will open on the contacts. */
    public static final String ID = "contacts";

    static final KeyCombination NEW = KeyCombination.keyCombination("Shortcut+N");
    static final KeyCombination EDIT = new KeyCodeCombination(KeyCode.ENTER);
    static final KeyCombination DELETE = new KeyCodeCombination(KeyCode.DELETE);
    static final KeyCombination FIND = KeyCombination.keyCombination("Shortcut+F");
    static final KeyCombination REFRESH = new KeyCodeCombination(KeyCode.F5);
    static final KeyCombination EMAIL = KeyCombination.keyCombination("Shortcut+E");
    /** F5 asks again for what is shown; with Shift it goes further, to the service for the whole list. */
    static final KeyCombination SYNCHRONISE = KeyCombination.keyCombination(Synchronisation.SHORTCUT);
    static final KeyCombination SELECT_ALL = KeyCombination.keyCombination("Shortcut+A");
    private static final double BULK_PROGRESS_WIDTH = 520;

    private final ContactsViewModel model;
    private final BooleanProperty chartShown = new SimpleBooleanProperty(true);
    private final List<MenuItem> viewItems = new ArrayList<>();
    private final List<MenuItem> fileItems = new ArrayList<>();
    private final ContactsTable table;
    private final SegmentsPanel segments;
    private final FilterBar filters;
    private final CustomTextField find;
    private final BorderPane root = new BorderPane();
    /** Where the segments are listed, left of the table; it takes no room while the panel is hidden. */
    private final VBox segmentsPlace = new VBox();
    /** Where the filters show as chips, above the table. */
    private final VBox filtersPlace = new VBox();
    /** Select all over the whole list selected the rows read: every matching contact is offered next. */
    private final BooleanProperty readRowsSelected = new SimpleBooleanProperty(false);
    private final Menu menu = new Menu(Messages.text("contacts.menu"));
    /** True while the toolbar is too narrow for its buttons' words: they show their icon, the words in a tooltip. */
    private final BooleanProperty compact = new SimpleBooleanProperty(false);
    /** The toolbar's least width with every button's words, measured while they show. */
    private double widthWithWords;

    private final Consumer<Contact> emailContact;
    /** Rows of an application are on view; kept here, so that a listener on it lives as long as the screen. */
    private final BooleanBinding firstRows;

    /**
     * "Email this contact" asks {@code navigator} for a new email to the contact chosen; a local
     * copy older than {@code refresh} says is synchronised in the background when it is opened.
     */
    public ContactsScreen(Session session, Async async, Settings.ContactsChoices kept, ObservableValue<Settings.CopyRefresh> refresh,
                          KnownContacts known, Navigator navigator) {
        this(session, async, kept, refresh, known, navigator, FxDialogService::over);
    }

    /**
     * The same, the view-model asking the person through the dialog service {@code dialogsOver}
     * makes for the screen's root: a headless test answers the file chooser, which has no
     * window without a desktop, and shows every other dialog as the app does.
     */
    ContactsScreen(Session session, Async async, Settings.ContactsChoices kept, ObservableValue<Settings.CopyRefresh> refresh,
                   KnownContacts known, Navigator navigator, Function<Node, DialogService> dialogsOver) {
        this.emailContact = contact -> navigator.request(new Navigator.EmailContact(contact));
        this.model = new ContactsViewModel(session, async, kept, new BulkExecutor(), known, dialogsOver.apply(root),
                new CopyOptions(refresh, Clock.systemUTC()));
        this.table = new ContactsTable(model, kept.columns(), this::edit);
        this.segments = new SegmentsPanel(new SegmentList(async, FxDialogService.over(root), session.profiles().copies().files()::segmentsOf,
                model::profile, model.whole(), model.findProperty()), kept.segmentsShown());
        this.filters = new FilterBar(new ContactFilters(model.whole(), async));
        this.firstRows = model.hasRows();
        this.find = FindField.of("find-field", Bindings.when(model.whole().shownProperty())
                        .then(Messages.text("contacts.find.promptAll")).otherwise(Messages.text("contacts.find.prompt")),
                Messages.text("contacts.find"), model.findProperty());
        chartShown.bindBidirectional(kept.chartShown());
        model.onReveal(table::reveal);
        build();
    }

    /** The whole list on view: its filters are set from outside the find field (the find-latency benchmark). */
    WholeList whole() {
        return model.whole();
    }

    /**
     * Runs {@code action} once, on the UI thread, when the table first holds contacts: a page from
     * the service, or the local copy's rows (which need no request). The app's startup marks.
     */
    public void onFirstRows(Runnable action) {
        if (firstRows.get()) {
            action.run();
            return;
        }
        firstRows.addListener(new ChangeListener<>() {
            @Override
            public void changed(ObservableValue<? extends Boolean> value, Boolean before, Boolean now) {
                if (now) {
                    firstRows.removeListener(this);
                    action.run();
                }
            }
        });
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return Messages.text("contacts.title");
    }

    @Override
    public Ikon icon() {
        return Feather.USERS;
    }

    @Override
    public Node view() {
        return root;
    }

    @Override
    public void stop() {
        model.close();
    }

    @Override
    public List<Menu> menus() {
        return List.of(menu);
    }

    @Override
    public List<MenuItem> fileItems() {
        return List.copyOf(fileItems);
    }

    @Override
    public List<MenuItem> viewItems() {
        return List.copyOf(viewItems);
    }

    @Override
    public void shown() {
        model.start();
    }

    private void build() {
        // Nothing is created, edited or deleted while a delete runs, nor where no application is chosen.
        BooleanBinding blocked = model.bulkChanges().state().runningProperty().or(model.appProperty().isNull());
        BooleanProperty allMatching = model.whole().allMatchingProperty();
        // By place, not by item: over the whole list a row selected need not be read yet.
        BooleanBinding noSelection = Bindings.isEmpty(table.view().getSelectionModel().getSelectedIndices()).and(allMatching.not());
        BooleanBinding notOneSelected = Bindings.size(
                table.view().getSelectionModel().getSelectedItems()).isNotEqualTo(1).or(allMatching);
        BooleanBinding cannotSync = model.appProperty().isNull().or(model.sync().runningProperty());

        ComboBox<AppRef> apps = new ComboBox<>(model.apps());
        apps.setId("app-selector");
        WordedChoices.wordedBy(apps, AppRef::displayName);
        apps.valueProperty().bindBidirectional(model.appProperty());
        apps.disableProperty().bind(model.bulkChanges().state().runningProperty());
        apps.setTooltip(new Tooltip(Messages.text("contacts.app.tooltip")));
        apps.setMinWidth(Region.USE_PREF_SIZE);

        // Enter in the find field goes to the first match, rather than on to the Edit… shortcut.
        FindField.leadsTo(find, table.view());

        Button create = toolButton("new-contact", Messages.text("contacts.new"), Feather.USER_PLUS, NEW, this::newContact);
        create.getStyleClass().add(Styles.ACCENT);
        create.disableProperty().bind(blocked);
        Button edit = toolButton("edit-contact", Messages.text("contacts.edit"), Feather.EDIT_2, EDIT, this::editSelected);
        edit.disableProperty().bind(blocked.or(notOneSelected));
        Button delete = toolButton("delete-contacts", Messages.text("contacts.delete"), Feather.TRASH_2, DELETE, this::deleteSelected);
        delete.disableProperty().bind(blocked.or(noSelection));
        Button refresh = PagingBar.button("refresh", Feather.REFRESH_CW,
                Messages.text("contacts.withShortcut", Messages.text("contacts.refresh"), Shortcuts.text(REFRESH)), model::refresh);
        refresh.disableProperty().bind(model.appProperty().isNull());
        Button synchronise = PagingBar.button("synchronise", Feather.DOWNLOAD_CLOUD,
                Messages.text("contacts.withShortcut", Messages.text("contacts.sync"), Shortcuts.text(SYNCHRONISE)), model::synchronise);
        synchronise.disableProperty().bind(cannotSync);
        ToggleButton chart = new ToggleButton(null, Icons.of(Feather.PIE_CHART));
        chart.setId("toggle-chart");
        chart.getStyleClass().addAll(Styles.BUTTON_ICON, Styles.FLAT);
        chart.setTooltip(new Tooltip(Messages.text("contacts.chart.tooltip")));
        chart.selectedProperty().bindBidirectional(chartShown);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox toolbar = new HBox(8, segments.toggle(), apps, find, gap, create, edit, delete, refresh, synchronise, chart);
        toolbar.setId("contacts-toolbar");
        toolbar.setAlignment(Pos.CENTER_LEFT);
        toolbar.setPadding(new Insets(8, 10, 8, 10));
        collapseWhenNarrow(toolbar, List.of(create, edit, delete));

        // One export at a time, of an application on view.
        BooleanBinding cannotExport = model.exporting().state().runningProperty().or(model.appProperty().isNull());
        table.view().setContextMenu(contextMenu(blocked, noSelection, notOneSelected, cannotExport));
        ColumnChooserMenu.onHeaders(table.view());
        selectAllOverTheWholeList();
        StackPane tableArea = new StackPane(new TableStatesView(model, table.view(), this::newContact).view(),
                progress("bulk", model.bulkChanges().state(), model::cancelBulkChange),
                progress("export", model.exporting().state(), model::cancelExport));
        VBox.setVgrow(tableArea, Priority.ALWAYS);
        IntegerBinding selected = Bindings.createIntegerBinding(() -> allMatching.get() ? (int) model.whole().matchingProperty().get()
                        : table.view().getSelectionModel().getSelectedIndices().size(),
                allMatching, model.whole().matchingProperty(), table.view().getSelectionModel().getSelectedIndices());
        filtersPlace.getChildren().add(filters.view());
        filtersPlace.setId("filters-place");
        Visibility.showWhen(filtersPlace, Bindings.isNotEmpty(filtersPlace.getChildren()));
        segmentsPlace.setId("segments-place");
        segmentsPlace.getChildren().add(segments.view());
        Visibility.showWhen(segmentsPlace, Bindings.isNotEmpty(segmentsPlace.getChildren()));
        VBox middle = new VBox(filtersPlace,
                new SelectionBar(model, selected, readRowsSelected, this::selectAllMatching, model::clearAllMatching).view(), tableArea);
        BorderPane centre = new BorderPane(middle);
        centre.setLeft(segmentsPlace);
        centre.setRight(new BreakdownPanel(model.breakdownProperty(), chartShown).view());

        root.setId("contacts-screen");
        root.getStyleClass().add("contacts-screen");
        root.getStylesheets().add(ContactsScreen.class.getResource("contacts.css").toExternalForm());
        root.setTop(toolbar);
        root.setCenter(centre);
        // What the copy says (the offer, a sync's progress, what it changed) sits under the rows it is about, and moves none of them.
        root.setBottom(new VBox(new CopyStatusBar(model, this::showChanges, this::resumeImport, this::showTrash).view(), new PagingBar(model, selected).view()));

        menu.setId("contacts-menu");
        // What the syncs found changed, also when the last one changed nothing: there once the whole list is.
        MenuItem whatChanged = Menus.item(Messages.text("contacts.changes.menu"), null, model.whole().shownProperty().not(), this::showChanges);
        whatChanged.setId("what-changed");
        menu.getItems().setAll(
                Menus.item(Messages.text("contacts.new"), NEW, blocked, this::newContact),
                Menus.item(Messages.text("contacts.edit"), EDIT, blocked.or(notOneSelected), this::editSelected),
                Menus.item(Messages.text("contacts.delete"), DELETE, blocked.or(noSelection), this::deleteSelected),
                new SeparatorMenuItem(),
                Menus.item(Messages.text("contacts.email"), EMAIL, notOneSelected, this::emailSelected),
                new SeparatorMenuItem(),
                Menus.item(Messages.text("contacts.find"), FIND, this::focusFind),
                Menus.item(Messages.text("contacts.filter.add"), FilterBar.ADD, model.whole().shownProperty().not(), filters::pick),
                Menus.item(Messages.text("contacts.filter.clear"), null, model.whole().shownProperty().not()
                        .or(Bindings.isEmpty(model.whole().filters())), filters::clear),
                Menus.item(Messages.text("contacts.refresh"), REFRESH, model.appProperty().isNull(), model::refresh),
                Menus.item(Messages.text("contacts.sync"), SYNCHRONISE, cannotSync, model::synchronise),
                whatChanged,
                new SeparatorMenuItem());
        menu.getItems().addAll(segments.menuItems());
        viewItems.addAll(List.of(segments.viewItem(), chartItem(), ColumnChooserMenu.menu(table.view())));
        MenuItem importing = Menus.item(Messages.text("contacts.import.menu"), null, model.appProperty().isNull(), () -> importContacts(Optional.empty()));
        importing.setId("import-contacts");
        MenuItem export = Menus.item(Messages.text("contacts.export.menu"), null, cannotExport, model::exportList);
        export.setId("export-contacts");
        MenuItem past = Menus.item(Messages.text("contacts.import.past.menu"), null, model.appProperty().isNull(), this::pastImports);
        past.setId("past-imports");
        MenuItem trash = Menus.item(Messages.text("contacts.trash.menu"), null, blocked, this::showTrash);
        trash.setId("deleted-contacts-menu");
        fileItems.addAll(List.of(importing, past, export, new SeparatorMenuItem(), trash));
        acceptDroppedFiles();
    }

    /**
     * Below the width the toolbar needs for its buttons' words (German and French need a third
     * more than English), the buttons keep their icons and say their words in the tooltip, so
     * none is cut or pushed out of the window. The width with words is measured while they show.
     */
    private void collapseWhenNarrow(HBox toolbar, List<Button> buttons) {
        for (Button button : buttons) {
            button.contentDisplayProperty().bind(Bindings.when(compact)
                    .then(ContentDisplay.GRAPHIC_ONLY).otherwise(ContentDisplay.LEFT));
        }
        // The toolbar asks for no least width of its own, so a narrow window narrows it rather than the screen.
        toolbar.setMinWidth(0);
        Runnable fit = () -> {
            if (!compact.get()) {
                widthWithWords = leastWidth(toolbar);
            }
            compact.set(toolbar.getWidth() < widthWithWords);
        };
        toolbar.widthProperty().addListener((obs, old, width) -> fit.run());
        // A button that shows only sometimes (the segments' toggle, over the whole list) changes the room needed.
        toolbar.getChildren().forEach(child -> child.managedProperty().addListener((obs, was, now) -> fit.run()));
    }

    private static double leastWidth(HBox box) {
        double children = box.getChildren().stream().filter(Node::isManaged).mapToDouble(child -> child.minWidth(-1)).sum();
        return children + box.getSpacing() * (box.getChildren().size() - 1) + box.getInsets().getLeft() + box.getInsets().getRight();
    }

    /**
     * A job's progress (the bulk delete's, the export's) floats over the foot of the table, so starting or ending it
     * moves nothing: a click meant for Cancel lands on Cancel, not on a row or header that moved.
     * Its nodes' ids begin with {@code id}: {@code bulk-progress}, {@code bulk-progress-text}, {@code cancel-bulk}.
     */
    private static Node progress(String id, JobProgress job, Runnable cancelJob) {
        ProgressBar bar = new ProgressBar();
        bar.progressProperty().bind(job.fraction());
        bar.setMaxWidth(Double.MAX_VALUE);
        bar.getStyleClass().add(Styles.LARGE);
        HBox.setHgrow(bar, Priority.ALWAYS);
        Label text = new Label();
        text.setId(id + "-progress-text");
        text.textProperty().bind(job.text());
        text.setWrapText(true);
        Button cancel = new Button(Messages.text("common.cancel"), Icons.of(Feather.X));
        cancel.setId("cancel-" + id);
        cancel.setMinWidth(Region.USE_PREF_SIZE);
        cancel.disableProperty().bind(job.cancellingProperty());
        cancel.setOnAction(event -> cancelJob.run());
        HBox barRow = new HBox(10, bar, cancel);
        barRow.setAlignment(Pos.CENTER_LEFT);
        VBox box = new VBox(6, text, barRow);
        box.setId(id + "-progress");
        box.setPadding(new Insets(10, 12, 10, 12));
        box.setMaxSize(BULK_PROGRESS_WIDTH, Region.USE_PREF_SIZE);
        box.getStyleClass().addAll(Styles.BG_ACCENT_SUBTLE, Styles.ELEVATED_2, "bulk-progress");
        StackPane.setAlignment(box, Pos.BOTTOM_CENTER);
        StackPane.setMargin(box, new Insets(0, 12, 16, 12));
        Visibility.showWhen(box, job.runningProperty());
        return box;
    }

    private ContextMenu contextMenu(BooleanBinding blocked, BooleanBinding noSelection, BooleanBinding notOneSelected,
                                    BooleanBinding cannotExport) {
        MenuItem copy = new MenuItem(Messages.text("contacts.copyEmail"), Icons.of(Feather.COPY));
        copy.disableProperty().bind(noSelection);
        copy.setOnAction(event -> copyAddresses());
        MenuItem email = Menus.item(Messages.text("contacts.email"), null, notOneSelected, this::emailSelected);
        email.setId("email-contact");
        email.setGraphic(Icons.of(Feather.SEND));
        MenuItem export = Menus.item(Messages.text("contacts.export.selected"), null, cannotExport.or(noSelection), this::exportSelected);
        export.setId("export-selected");
        export.setGraphic(Icons.of(Feather.DOWNLOAD));
        return new ContextMenu(
                email,
                new SeparatorMenuItem(),
                Menus.item(Messages.text("contacts.edit"), null, blocked.or(notOneSelected), this::editSelected),
                Menus.item(Messages.text("contacts.delete"), null, blocked.or(noSelection), this::deleteSelected),
                new SeparatorMenuItem(),
                copy,
                export);
    }

    private CheckMenuItem chartItem() {
        CheckMenuItem item = new CheckMenuItem(Messages.text("contacts.chart.show"));
        item.setId("show-chart");
        item.selectedProperty().bindBidirectional(chartShown);
        return item;
    }

    private static Button toolButton(String id, String text, Ikon icon, KeyCombination shortcut, Runnable action) {
        Button button = new Button(text, Icons.of(icon));
        button.setId(id);
        // Also what the button says when a narrow toolbar shows its icon alone.
        button.setTooltip(new Tooltip(Messages.text("contacts.withShortcut", text, Shortcuts.text(shortcut))));
        // A narrow window shrinks the find field and then hides the words, never cuts them.
        button.setMinWidth(Region.USE_PREF_SIZE);
        button.setOnAction(event -> action.run());
        return button;
    }

    private void newContact() {
        if (model.appProperty().get() != null && !model.bulkChanges().state().runningProperty().get()) {
            ContactEditorDialog.show(FxDialogService.windowOf(root), model.newContact());
        }
    }

    private void editSelected() {
        List<Contact> selected = table.selected();
        if (selected.size() == 1) {
            edit(selected.getFirst());
        }
    }

    private void edit(Contact contact) {
        if (!model.bulkChanges().state().runningProperty().get()) {
            ContactEditorDialog.show(FxDialogService.windowOf(root), model.edit(contact));
        }
    }

    private void emailSelected() {
        List<Contact> selected = table.selected();
        if (selected.size() == 1) {
            emailContact.accept(selected.getFirst());
        }
    }

    private void deleteSelected() {
        if (!model.whole().shownProperty().get()) {
            model.askToDelete(table.selected());
        } else if (model.whole().allMatchingProperty().get()) {
            model.askToDeleteAllMatching();
        } else {
            model.askToDeleteRows(table.selectedIndices());
        }
    }

    private void exportSelected() {
        model.exportSelected(model.whole().shownProperty().get() ? table.selectedIndices() : List.of(),
                model.whole().shownProperty().get() ? List.of() : table.selected());
    }

    private void copyAddresses() {
        if (model.whole().allMatchingProperty().get()) {
            model.addressesOfAllMatching().thenAccept(addresses -> Clipboards.copy(String.join("\n", addresses)));
        } else {
            Clipboards.copy(String.join("\n", table.selected().stream().map(Contact::emailAddress).toList()));
        }
    }

    /**
     * Over the whole list, select all (Ctrl+A) selects the rows read so far rather than every
     * row the table has, which would read them all: every matching contact is offered next, as
     * Gmail offers every conversation after a page's.
     */
    private void selectAllOverTheWholeList() {
        table.view().addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (SELECT_ALL.match(event) && model.whole().shownProperty().get()) {
                event.consume();
                table.selectRead();
                readRowsSelected.set(true);
            }
        });
        table.view().getSelectionModel().getSelectedIndices().addListener((ListChangeListener<Integer>) change -> readRowsSelected.set(false));
        model.whole().allMatchingProperty().subscribe(all -> {
            if (all) {
                readRowsSelected.set(false);
            }
        });
    }

    /** Every contact the query matches: the rows selected one by one give way to the whole selection. */
    private void selectAllMatching() {
        table.view().getSelectionModel().clearSelection();
        model.selectAllMatching();
    }

    /** Opens the import wizard on {@code dropped}, or on the file the person chooses. */
    private void importContacts(Optional<Path> dropped) {
        model.importFile(dropped).ifPresent(this::showWizard);
    }

    private void showTrash() {
        model.deletedContacts().ifPresent(trash -> DeletedContactsDialog.show(FxDialogService.windowOf(root), trash,
                model.bulkChanges().state().runningProperty(), model::restore));
    }

    private void pastImports() {
        model.pastImports().ifPresent(imports -> PastImportsDialog.show(FxDialogService.windowOf(root), imports, this::resumeImport));
    }

    private void resumeImport(String jobId) {
        model.resumeImport(jobId).ifPresent(this::showWizard);
    }

    private void showWizard(ImportWizard wizard) {
        ImportWizardDialog.show(FxDialogService.windowOf(root), wizard);
    }

    /** One CSV or text file dragged onto the screen is taken, and dropped it starts the import wizard (docs/import.md, "Desktop"). */
    private void acceptDroppedFiles() {
        root.setOnDragOver(event -> {
            if (event.getDragboard().hasFiles() && ImportDrop.importable(event.getDragboard().getFiles()).isPresent()) {
                event.acceptTransferModes(TransferMode.COPY);
            }
            event.consume();
        });
        root.setOnDragDropped(event -> {
            Optional<Path> file = event.getDragboard().hasFiles() ? ImportDrop.importable(event.getDragboard().getFiles()) : Optional.empty();
            event.setDropCompleted(file.isPresent());
            event.consume();
            // After the drop ends: the wizard's questions must not hold the platform's drag gesture open.
            file.ifPresent(path -> Platform.runLater(() -> importContacts(Optional.of(path))));
        });
    }

    private void showChanges() {
        ChangesDialog.show(FxDialogService.over(root), model.changes());
    }

    private void focusFind() {
        FindField.focus(find);
    }
}
