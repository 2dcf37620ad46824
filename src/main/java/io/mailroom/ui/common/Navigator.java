package io.mailroom.ui.common;

import io.mailroom.api.Contact;

/**
 * Going from one screen to another: by a screen's id, or with a request that the screen able
 * to take it takes ("email this contact" opens Compose to them). Screens ask this rather than
 * know one another; the main window answers.
 */
public interface Navigator {

    /** Shows the screen with this id, if it is offered now. */
    void show(String screenId);

    /** Hands {@code request} to the first screen that takes it ({@link Screen#take}) and shows that screen. */
    void request(Request request);

    /** Something one screen asks of another. */
    sealed interface Request permits EmailContact {
    }

    /** A new email to {@code contact}. */
    record EmailContact(Contact contact) implements Request {
    }
}
