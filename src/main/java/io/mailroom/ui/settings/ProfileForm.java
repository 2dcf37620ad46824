package io.mailroom.ui.settings;

import io.mailroom.service.profiles.AppRef;
import io.mailroom.service.profiles.Profile;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;
import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The profile being edited, each field as typed. Nothing is parsed or refused while typing:
 * the service's rules judge the whole profile when it is saved, and a refused save loses nothing.
 */
final class ProfileForm {

    /** One application: its appId and the name people know it by. */
    static final class AppRow {
        private final StringProperty appId;
        private final StringProperty label;

        AppRow(String appId, String label) {
            this.appId = new SimpleStringProperty(this, "appId", appId);
            this.label = new SimpleStringProperty(this, "label", label);
        }

        StringProperty appId() {
            return appId;
        }

        StringProperty label() {
            return label;
        }

        boolean blank() {
            return appId.get().isBlank() && label.get().isBlank();
        }
    }

    /** One verified sender address. */
    static final class SenderRow {
        private final StringProperty address;

        SenderRow(String address) {
            this.address = new SimpleStringProperty(this, "address", address);
        }

        StringProperty address() {
            return address;
        }
    }

    /** What the form holds, to tell whether it still shows the profile as loaded. */
    private record Values(String name, String baseUrl, List<List<String>> apps, List<String> senders, int defaultSender,
                          String rateLimit, String connectTimeout, String requestTimeout, boolean copyOnDisk) {
    }

    private final StringProperty name = new SimpleStringProperty(this, "name", "");
    private final StringProperty baseUrl = new SimpleStringProperty(this, "baseUrl", "");
    private final ObservableList<AppRow> apps = FXCollections.observableArrayList(row -> new Observable[] {row.appId, row.label});
    private final ObservableList<SenderRow> senders = FXCollections.observableArrayList(row -> new Observable[] {row.address});
    private final ObjectProperty<SenderRow> defaultSender = new SimpleObjectProperty<>(this, "defaultSender");
    private final StringProperty rateLimit = new SimpleStringProperty(this, "rateLimit", "");
    private final StringProperty connectTimeout = new SimpleStringProperty(this, "connectTimeout", "");
    private final StringProperty requestTimeout = new SimpleStringProperty(this, "requestTimeout", "");
    private final BooleanProperty copyOnDisk = new SimpleBooleanProperty(this, "copyOnDisk", true);
    private final ObjectProperty<Values> loaded = new SimpleObjectProperty<>(this, "loaded", values());
    private final BooleanBinding changed = Bindings.createBooleanBinding(() -> !values().equals(loaded.get()),
            name, baseUrl, apps, senders, defaultSender, rateLimit, connectTimeout, requestTimeout, copyOnDisk, loaded);

    /** Shows {@code profile}; an account profile without applications gets an empty row to fill in. */
    void load(Profile profile) {
        name.set(profile.name());
        baseUrl.set(profile.baseUrl() == null ? "" : profile.baseUrl());
        apps.setAll(profile.apps().stream().map(app -> new AppRow(app.appId(), app.label().equals(app.appId()) ? "" : app.label())).toList());
        if (apps.isEmpty() && !profile.isSandbox()) {
            apps.add(new AppRow("", ""));
        }
        senders.setAll(profile.senders().stream().map(SenderRow::new).toList());
        defaultSender.set(senders.stream().filter(row -> row.address.get().equals(profile.defaultSender())).findFirst().orElse(null));
        rateLimit.set(Integer.toString(profile.rateLimit()));
        connectTimeout.set(seconds(profile.connectTimeout()));
        requestTimeout.set(seconds(profile.requestTimeout()));
        copyOnDisk.set(profile.keepsCopyOnDisk());
        loaded.set(values());
    }

    /**
     * The profile as typed, for the service to check. Rows left entirely empty are skipped; a
     * number that does not parse goes out as a value the rules refuse, so the person reads the
     * rule next to the field.
     */
    Profile toProfile(String id) {
        List<AppRef> appRefs = apps.stream().filter(row -> !row.blank()).map(row -> new AppRef(row.appId.get(), row.label.get())).toList();
        List<String> addresses = senders.stream().map(row -> row.address.get()).filter(address -> !address.isBlank()).toList();
        SenderRow chosen = defaultSender.get();
        return new Profile(id, name.get(), baseUrl.get(), appRefs, addresses,
                chosen == null || chosen.address.get().isBlank() ? null : chosen.address.get(),
                wholeNumber(rateLimit.get()), duration(connectTimeout.get()), duration(requestTimeout.get()), copyOnDisk.get());
    }

    void addApp() {
        apps.add(new AppRow("", ""));
    }

    void removeApp(AppRow row) {
        apps.remove(row);
    }

    /** The first sender becomes the default. */
    void addSender() {
        SenderRow row = new SenderRow("");
        senders.add(row);
        if (defaultSender.get() == null) {
            defaultSender.set(row);
        }
    }

    /** Removing the default makes the first remaining sender the default. */
    void removeSender(SenderRow row) {
        senders.remove(row);
        if (defaultSender.get() == row) {
            defaultSender.set(senders.isEmpty() ? null : senders.getFirst());
        }
    }

    StringProperty name() {
        return name;
    }

    StringProperty baseUrl() {
        return baseUrl;
    }

    ObservableList<AppRow> apps() {
        return apps;
    }

    ObservableList<SenderRow> senders() {
        return senders;
    }

    ObjectProperty<SenderRow> defaultSender() {
        return defaultSender;
    }

    StringProperty rateLimit() {
        return rateLimit;
    }

    StringProperty connectTimeout() {
        return connectTimeout;
    }

    StringProperty requestTimeout() {
        return requestTimeout;
    }

    /** Whether the profile keeps its local copy of the contacts on this computer, else in memory only. */
    BooleanProperty copyOnDisk() {
        return copyOnDisk;
    }

    /** True while the form differs from the profile it last loaded. */
    BooleanBinding changed() {
        return changed;
    }

    private Values values() {
        return new Values(name.get(), baseUrl.get(),
                apps.stream().map(row -> List.of(row.appId.get(), row.label.get())).toList(),
                senders.stream().map(row -> row.address.get()).toList(),
                senders.indexOf(defaultSender.get()),
                rateLimit.get(), connectTimeout.get(), requestTimeout.get(), copyOnDisk.get());
    }

    /** "30", or "2.5" for a timeout that is not a whole number of seconds. */
    static String seconds(Duration duration) {
        return duration == null ? "" : BigDecimal.valueOf(duration.toMillis(), 3).stripTrailingZeros().toPlainString();
    }

    /** Seconds as typed, with decimals; null when they do not parse, which the rules refuse. */
    static Duration duration(String seconds) {
        try {
            return Duration.ofMillis(new BigDecimal(seconds.strip()).movePointRight(3).longValueExact());
        } catch (NumberFormatException | ArithmeticException e) {
            return null;
        }
    }

    /** 0 when it does not parse: below every rule's minimum, so the rule is shown. */
    private static int wholeNumber(String text) {
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
