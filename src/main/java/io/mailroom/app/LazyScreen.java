package io.mailroom.app;

import io.mailroom.ui.common.Navigator;
import io.mailroom.ui.common.Screen;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Supplier;
import javafx.beans.binding.BooleanExpression;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.scene.Node;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import org.kordamp.ikonli.Ikon;

/**
 * A screen of the main window that is built the first time it is needed: when it is shown, when a
 * request of a kind it takes comes, or when its menus are listed (the keyboard shortcuts). Building
 * all five screens at start held the UI thread before the first page of contacts could come
 * (docs/benchmarks.md, "Before and after issue 14"); until then the window needs only the screen's
 * place in the navigation (its id, title and icon) and whether it is offered, which this holds.
 * A screen never built holds no work and no subscription: it may close and has nothing to stop.
 * UI thread only.
 */
final class LazyScreen implements Screen {

    private final String id;
    private final String title;
    private final Ikon icon;
    private final Supplier<? extends Screen> build;
    private final Set<Class<? extends Navigator.Request>> takes;
    /** Whether it is offered before it is built; null when always. */
    private final BooleanExpression available;
    private final ReadOnlyBooleanWrapper offered = new ReadOnlyBooleanWrapper(this, "offered", true);
    private Screen built;

    /** A screen offered always that takes no request; {@code build} makes it, once. */
    LazyScreen(String id, String title, Ikon icon, Supplier<? extends Screen> build) {
        this(id, title, icon, build, Set.of(), null);
    }

    private LazyScreen(String id, String title, Ikon icon, Supplier<? extends Screen> build,
                       Set<Class<? extends Navigator.Request>> takes, BooleanExpression available) {
        this.id = Objects.requireNonNull(id);
        this.title = Objects.requireNonNull(title);
        this.icon = Objects.requireNonNull(icon);
        this.build = Objects.requireNonNull(build);
        this.takes = Set.copyOf(takes);
        this.available = available;
        if (available != null) {
            offered.bind(available);
        }
    }

    /** This screen, asked to take requests of {@code kind} (and only those: it is built to take one). */
    LazyScreen taking(Class<? extends Navigator.Request> kind) {
        Set<Class<? extends Navigator.Request>> more = new HashSet<>(takes);
        more.add(kind);
        return new LazyScreen(id, title, icon, build, more, available);
    }

    /**
     * This screen, offered only while {@code whether} holds until it is built; once built, the screen
     * itself says, as it watches the same thing.
     */
    LazyScreen offeredWhile(BooleanExpression whether) {
        return new LazyScreen(id, title, icon, build, takes, Objects.requireNonNull(whether));
    }

    private Screen screen() {
        if (built == null) {
            Screen made = build.get();
            if (!made.id().equals(id) || !made.title().equals(title) || made.icon() != icon) {
                throw new IllegalStateException("registered as " + id + " (" + title + ", " + icon + ") but built as "
                        + made.id() + " (" + made.title() + ", " + made.icon() + ")");
            }
            built = made;
            offered.bind(made.available());
        }
        return built;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String title() {
        return title;
    }

    @Override
    public Ikon icon() {
        return icon;
    }

    @Override
    public Node view() {
        return screen().view();
    }

    @Override
    public List<Menu> menus() {
        return screen().menus();
    }

    @Override
    public List<MenuItem> fileItems() {
        return screen().fileItems();
    }

    @Override
    public List<MenuItem> viewItems() {
        return screen().viewItems();
    }

    @Override
    public BooleanExpression available() {
        return offered.getReadOnlyProperty();
    }

    @Override
    public void shown() {
        screen().shown();
    }

    @Override
    public boolean take(Navigator.Request request) {
        return takes.stream().anyMatch(kind -> kind.isInstance(request)) && screen().take(request);
    }

    @Override
    public boolean mayClose() {
        return built == null || built.mayClose();
    }

    @Override
    public void stop() {
        if (built != null) {
            built.stop();
        }
    }
}
