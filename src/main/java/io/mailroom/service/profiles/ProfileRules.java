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
            errors.add(new FieldError("rateLimit", ProfileRule.RATE_OUT_OF_RANGE, List.of(MAX_RATE_LIMIT)));
        }
        timeout("connectTimeout", candidate.connectTimeout(), errors);
        timeout("requestTimeout", candidate.requestTimeout(), errors);
        if (!errors.isEmpty()) {
            throw new InvalidProfileException(errors);
        }
        return new Profile(candidate.id(), name, baseUrl, apps, senders, defaultSender, candidate.rateLimit(),
                candidate.connectTimeout(), candidate.requestTimeout(), candidate.keepsCopyOnDisk());
    }

    private static String name(Profile candidate, Collection<Profile> others, List<FieldError> errors) {
        String name = candidate.name() == null ? "" : candidate.name().strip();
        if (name.isEmpty()) {
            errors.add(new FieldError("name", ProfileRule.REQUIRED));
        } else if (name.length() > MAX_NAME_LENGTH) {
            errors.add(new FieldError("name", ProfileRule.TOO_LONG, List.of(MAX_NAME_LENGTH)));
        } else if (name.chars().anyMatch(Character::isISOControl)) {
            errors.add(new FieldError("name", ProfileRule.SINGLE_LINE));
        } else if (name.equalsIgnoreCase(Profile.SANDBOX_NAME)) {
            errors.add(new FieldError("name", ProfileRule.SANDBOX_NAME, List.of(Profile.SANDBOX_NAME)));
        } else if (others.stream().anyMatch(other -> !other.id().equals(candidate.id()) && other.name().equalsIgnoreCase(name))) {
            errors.add(new FieldError("name", ProfileRule.NAME_TAKEN, List.of(name)));
        }
        return name;
    }

    private static String baseUrl(String value, List<FieldError> errors) {
        try {
            return InputRules.baseUrl(value).toString();
        } catch (InvalidInputException e) {
            errors.add(FieldError.of(e));
            return value;
        }
    }

    private static List<AppRef> apps(List<AppRef> apps, List<FieldError> errors) {
        if (apps.isEmpty()) {
            errors.add(new FieldError("apps", ProfileRule.NO_APPS));
        }
        Set<String> seen = new HashSet<>();
        for (AppRef app : apps) {
            try {
                InputRules.appId(app.appId());
            } catch (InvalidInputException e) {
                errors.add(new FieldError("apps", ProfileRule.APP_ID, List.of(e.reason(), e.details())));
                continue;
            }
            if (app.label().length() > MAX_NAME_LENGTH) {
                errors.add(new FieldError("apps", ProfileRule.APP_NAME_TOO_LONG, List.of(app.appId(), MAX_NAME_LENGTH)));
            }
            if (!seen.add(app.appId())) {
                errors.add(new FieldError("apps", ProfileRule.LISTED_TWICE, List.of(app.appId())));
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
                errors.add(new FieldError("senders", ProfileRule.NOT_AN_EMAIL, List.of(address)));
            } else if (!seen.add(address.toLowerCase(Locale.ROOT))) {
                errors.add(new FieldError("senders", ProfileRule.LISTED_TWICE, List.of(address)));
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
            errors.add(new FieldError("defaultSender", ProfileRule.NOT_A_SENDER, List.of(chosen)));
            return chosen;
        });
    }

    private static void timeout(String field, Duration value, List<FieldError> errors) {
        if (value == null || value.compareTo(MIN_TIMEOUT) < 0 || value.compareTo(MAX_TIMEOUT) > 0) {
            errors.add(new FieldError(field, ProfileRule.TIMEOUT_OUT_OF_RANGE, List.of(MAX_TIMEOUT.toMinutes())));
        }
    }
}
