/**
 * Mailroom: a desktop client and command line for the Email Delivery Service.
 * Layers, top to bottom: app, ui.*, cli, service, api; the sandbox stands apart and
 * only emulates the service over loopback HTTP.
 */
module io.mailroom {
    requires java.net.http;
    requires jdk.httpserver;
    requires javafx.controls;
    requires transitive com.fasterxml.jackson.databind;
    requires com.fasterxml.jackson.dataformat.csv;
    requires info.picocli;

    exports io.mailroom.api;
    exports io.mailroom.service;

    exports io.mailroom.sandbox;
    exports io.mailroom.cli;

    opens io.mailroom.api to com.fasterxml.jackson.databind;
    opens io.mailroom.sandbox to com.fasterxml.jackson.databind;
    opens io.mailroom.cli to info.picocli;
    exports io.mailroom.app to javafx.graphics;
}
