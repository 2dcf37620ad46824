package io.mailroom.service.profiles;

import io.mailroom.api.InputRules;
import io.mailroom.api.InvalidInputException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** What a profile must be before it is saved. Every problem is reported at once, each naming its field. */
public final class ProfileRules {

    public static final int MAX_NAME_LENGTH = 64;
    public static final int MAX_RATE_LIMIT = 1000;
    public static final Duration MIN_TIMEOUT = Duration.ofSeconds(1);
    public static final Duration MAX_TIMEOUT = Duration.ofMinutes(10);

    private ProfileRules() {
    }

    /**
     * The profile trimmed and normalised, or an {@link InvalidProfileException} listing every problem.
     *
     * @param others the profiles it must not share a name with; the profile's own stored version may be among them
     */
    public static Profile check(Profile candidate, Collection<Profile> others) {
        List<FieldError> errors = new ArrayList<>();
        String name = name(candidate, others, errors);
        String baseUrl = baseUrl(candidate.baseUrl(), errors);
        List<AppRef> apps = apps(candidate.apps(), errors);
        List<String> senders = senders(candidate.senders(), errors);
        String defaultSender = defaultSender(candidate.defaultSender(), senders, errors);
        if (candidate.rateLimit() < 1 || candidate.rateLimit() > MAX_RATE_LIMIT) {
            errors.add(new FieldError("rateLimit", "must be 1 to " + MAX_RATE_LIMIT + " requests per second"));
        }
        timeout("connectTimeout", candidate.connectTimeout(), errors);
        timeout("requestTimeout", candidate.requestTimeout(), errors);
        if (!errors.isEmpty()) {
            throw new InvalidProfileException(errors);
        }
        return new Profile(candidate.id(), name, baseUrl, apps, senders, defaultSender, candidate.rateLimit(),
                candidate.connectTimeout(), candidate.requestTimeout());
    }

    private static String name(Profile candidate, Collection<Profile> others, List<FieldError> errors) {
        String name = candidate.name() == null ? "" : candidate.name().strip();
        if (name.isEmpty()) {
            errors.add(new FieldError("name", "is required"));
        } else if (name.length() > MAX_NAME_LENGTH) {
            errors.add(new FieldError("name", "must be at most " + MAX_NAME_LENGTH + " characters"));
        } else if (name.chars().anyMatch(Character::isISOControl)) {
            errors.add(new FieldError("name", "must be a single line of text"));
        } else if (name.equalsIgnoreCase(Profile.SANDBOX_NAME)) {
            errors.add(new FieldError("name", "\"" + Profile.SANDBOX_NAME + "\" is the built-in sandbox profile's name"));
        } else if (others.stream().anyMatch(other -> !other.id().equals(candidate.id()) && other.name().equalsIgnoreCase(name))) {
            errors.add(new FieldError("name", "another profile is already called \"" + name + "\""));
        }
        return name;
    }

    private static String baseUrl(String value, List<FieldError> errors) {
        try {
            return InputRules.baseUrl(value).toString();
        } catch (InvalidInputException e) {
            errors.add(new FieldError("baseUrl", e.rule()));
            return value;
        }
    }

    private static List<AppRef> apps(List<AppRef> apps, List<FieldError> errors) {
        if (apps.isEmpty()) {
            errors.add(new FieldError("apps", "at least one application (appId) is required"));
        }
        Set<String> seen = new HashSet<>();
        for (AppRef app : apps) {
            try {
                InputRules.appId(app.appId());
            } catch (InvalidInputException e) {
                errors.add(new FieldError("apps", "appId " + e.rule()));
                continue;
            }
            if (app.label().length() > MAX_NAME_LENGTH) {
                errors.add(new FieldError("apps", "the name of \"" + app.appId() + "\" must be at most " + MAX_NAME_LENGTH + " characters"));
            }
            if (!seen.add(app.appId())) {
                errors.add(new FieldError("apps", "\"" + app.appId() + "\" is listed twice"));
            }
        }
        return apps;
    }

    private static List<String> senders(List<String> senders, List<FieldError> errors) {
        List<String> normalised = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (String sender : senders) {
            String address = sender == null ? "" : sender.strip();
            if (!InputRules.isEmail(address)) {
                errors.add(new FieldError("senders", "\"" + address + "\" is not an email address like name@example.com"));
            } else if (!seen.add(address.toLowerCase(Locale.ROOT))) {
                errors.add(new FieldError("senders", "\"" + address + "\" is listed twice"));
            } else {
                normalised.add(address);
            }
        }
        return normalised;
    }

    private static String defaultSender(String value, List<String> senders, List<FieldError> errors) {
        if (senders.isEmpty()) {
            return null;
        }
        if (value == null || value.isBlank()) {
            return senders.getFirst();
        }
        String chosen = value.strip();
        return senders.stream().filter(chosen::equalsIgnoreCase).findFirst().orElseGet(() -> {
            errors.add(new FieldError("defaultSender", "\"" + chosen + "\" is not one of the profile's senders"));
            return chosen;
        });
    }

    private static void timeout(String field, Duration value, List<FieldError> errors) {
        if (value == null || value.compareTo(MIN_TIMEOUT) < 0 || value.compareTo(MAX_TIMEOUT) > 0) {
            errors.add(new FieldError(field, "must be 1 second to " + MAX_TIMEOUT.toMinutes() + " minutes"));
        }
    }
}
