/**
 * Mailroom: a desktop client and command line for the Email Delivery Service.
 * Layers, top to bottom: app, ui.*, cli, service, api; the sandbox stands apart and
 * only emulates the service over loopback HTTP (service starts it for the Sandbox profile).
 */
module io.mailroom {
    requires java.logging;
    requires java.net.http;
    requires java.prefs;
    requires jdk.httpserver;
    requires javafx.controls;
    requires javafx.web;
    requires atlantafx.base;
    requires org.controlsfx.controls;
    requires org.kordamp.ikonli.javafx;
    requires org.kordamp.ikonli.feather;
    requires transitive com.fasterxml.jackson.databind;
    requires com.fasterxml.jackson.dataformat.csv;
    requires info.picocli;
    requires com.microsoft.credentialstorage;
    requires java.sql;
    requires org.xerial.sqlitejdbc;

    exports io.mailroom.api;
    exports io.mailroom.service;
    exports io.mailroom.service.compose;
    exports io.mailroom.service.localcopy;
    exports io.mailroom.service.profiles;
    exports io.mailroom.service.secrets;
    exports io.mailroom.service.transfer;

    exports io.mailroom.sandbox;
    exports io.mailroom.cli;

    opens io.mailroom.api to com.fasterxml.jackson.databind;
    opens io.mailroom.sandbox to com.fasterxml.jackson.databind;
    opens io.mailroom.service.profiles to com.fasterxml.jackson.databind;
    opens io.mailroom.service.compose to com.fasterxml.jackson.databind;
    opens io.mailroom.service.localcopy to com.fasterxml.jackson.databind;
    opens io.mailroom.service.transfer to com.fasterxml.jackson.databind;
    opens io.mailroom.cli to info.picocli;
    exports io.mailroom.app to javafx.graphics;
}
