/** The smallest JavaFX app, packaged as Mailroom is: what the cold-start benchmark compares Mailroom with. */
module hello {
    requires javafx.controls;

    exports hello to javafx.graphics;
}
