package io.mailroom.service.profiles;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import io.mailroom.api.Json;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * Account profiles and the last-used profile in {@link Preferences}: the registry on Windows,
 * a plist on macOS, files under ~/.java on Linux. Nothing secret is written here. Each profile
 * is a child node named by its id, so a rename touches one value.
 */
public final class ProfileStore {

    private static final String PROFILES = "profiles";
    private static final String LAST_USED = "lastUsed";
    /** Absent in profiles saved before the choice existed: they keep their copy on disk, the default. */
    private static final String COPY_ON_DISK = "localCopyOnDisk";
    private static final TypeReference<List<AppRef>> APP_LIST = new TypeReference<>() { };
    private static final TypeReference<List<String>> TEXT_LIST = new TypeReference<>() { };
    private static final System.Logger LOG = System.getLogger(ProfileStore.class.getName());

    /** Held strongly so the level sticks: the JDK announces at INFO that it created the preferences folder. */
    private static final Logger PREFERENCES_LOG = quiet(Logger.getLogger("java.util.prefs"));

    private final Preferences root;

    public ProfileStore(Preferences root) {
        this.root = root;
    }

    /** The person's own store. */
    public static ProfileStore user() {
        return new ProfileStore(userNode("io/mailroom"));
    }

    /** A node of the person's preferences, without the JDK's INFO line on the first start. */
    public static Preferences userNode(String path) {
        return Preferences.userRoot().node(path);
    }

    /** Account profiles by name; a node that cannot be read is left where it is and skipped. */
    public synchronized List<Profile> all() {
        List<Profile> profiles = new ArrayList<>();
        Preferences parent = root.node(PROFILES);
        for (String id : call(parent::childrenNames)) {
            read(parent.node(id)).ifPresent(profiles::add);
        }
        profiles.sort(Comparator.comparing(Profile::name, String.CASE_INSENSITIVE_ORDER));
        return profiles;
    }

    /** Saves a checked profile under a new id, or replaces the one with its id. */
    public synchronized Profile save(Profile profile) {
        Profile saved = profile.id() == null ? profile.withId(UUID.randomUUID().toString()) : profile;
        Preferences node = root.node(PROFILES).node(saved.id());
        node.put("name", saved.name());
        node.put("baseUrl", saved.baseUrl());
        node.put("apps", json(saved.apps()));
        node.put("senders", json(saved.senders()));
        if (saved.defaultSender() == null) {
            node.remove("defaultSender");
        } else {
            node.put("defaultSender", saved.defaultSender());
        }
        node.putInt("rateLimit", saved.rateLimit());
        node.putLong("connectTimeoutMillis", saved.connectTimeout().toMillis());
        node.putLong("requestTimeoutMillis", saved.requestTimeout().toMillis());
        node.putBoolean(COPY_ON_DISK, saved.keepsCopyOnDisk());
        call(() -> {
            node.flush();
            return null;
        });
        return saved;
    }

    public synchronized void remove(String id) {
        Preferences parent = root.node(PROFILES);
        call(() -> {
            if (parent.nodeExists(id)) {
                parent.node(id).removeNode();
            }
            if (id.equals(root.get(LAST_USED, null))) {
                root.remove(LAST_USED);
            }
            root.flush();
            return null;
        });
    }

    public synchronized Optional<String> lastUsedId() {
        return Optional.ofNullable(root.get(LAST_USED, null));
    }

    public synchronized void setLastUsed(String id) {
        root.put(LAST_USED, id);
        call(() -> {
            root.flush();
            return null;
        });
    }

    private static Logger quiet(Logger logger) {
        logger.setLevel(Level.WARNING);
        return logger;
    }

    private static Optional<Profile> read(Preferences node) {
        String name = node.get("name", null);
        String baseUrl = node.get("baseUrl", null);
        if (name == null || baseUrl == null) {
            LOG.log(System.Logger.Level.WARNING, "skipping the unreadable profile " + node.absolutePath());
            return Optional.empty();
        }
        try {
            List<AppRef> apps = Json.mapper().readValue(node.get("apps", "[]"), APP_LIST);
            List<String> senders = Json.mapper().readValue(node.get("senders", "[]"), TEXT_LIST);
            return Optional.of(new Profile(node.name(), name, baseUrl, apps, senders, node.get("defaultSender", null),
                    node.getInt("rateLimit", 0),
                    Duration.ofMillis(node.getLong("connectTimeoutMillis", 0)),
                    Duration.ofMillis(node.getLong("requestTimeoutMillis", 0)),
                    node.getBoolean(COPY_ON_DISK, true)));
        } catch (JsonProcessingException e) {
            LOG.log(System.Logger.Level.WARNING, "skipping the unreadable profile " + node.absolutePath() + ": " + e.getOriginalMessage());
            return Optional.empty();
        }
    }

    private static String json(Object value) {
        try {
            return Json.mapper().writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("lists of strings and records always serialise", e);
        }
    }

    private interface PreferencesCall<T> {
        T run() throws BackingStoreException;
    }

    private static <T> T call(PreferencesCall<T> operation) {
        try {
            return operation.run();
        } catch (BackingStoreException | IllegalStateException e) {
            throw new ProfileStoreException("The settings store could not be read or written: " + e.getMessage(), e);
        }
    }
}
