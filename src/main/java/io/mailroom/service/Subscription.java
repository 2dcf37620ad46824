package io.mailroom.service;

/**
 * A listener's registration on something that outlives it (the session, the activity log):
 * closing it ends the registration, so a closed dialog or a stopped screen is no longer called
 * and no longer kept alive by what it listened to. Closing twice does nothing more.
 */
@FunctionalInterface
public interface Subscription extends AutoCloseable {

    @Override
    void close();

    /** Ends all of {@code parts}, in order. */
    static Subscription all(Subscription... parts) {
        return () -> {
            for (Subscription part : parts) {
                part.close();
            }
        };
    }
}
