package io.wirebench.memory;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;

/** The targets' streams: each allocates its buffers up front, so it adds nothing to a measured need. */
final class MemorySinks {
  private MemorySinks() {}

  /** Counts and drops every byte. */
  static final class Discard extends OutputStream {
    long count;

    @Override public void write(int b) {
      count++;
    }

    @Override public void write(byte[] b, int off, int len) {
      count += len;
    }
  }

  /**
   * An HTTP/1.1 response body without Content-Length: bytes go out in chunks of at most 4 KB,
   * each as {@code <hex size>\r\n<bytes>\r\n}, ended by {@code 0\r\n\r\n} on close.
   */
  static final class Chunked extends OutputStream {
    static final int CHUNK = 4096;
    private final OutputStream raw;
    private final byte[] buf = new byte[CHUNK];
    private int n;
    private boolean closed;
    long body;

    Chunked(OutputStream raw) {
      this.raw = raw;
    }

    @Override public void write(int b) throws IOException {
      if (n == CHUNK) emit();
      buf[n++] = (byte) b;
      body++;
    }

    @Override public void write(byte[] b, int off, int len) throws IOException {
      body += len;
      while (len > 0) {
        if (n == CHUNK) emit();
        int k = Math.min(len, CHUNK - n);
        System.arraycopy(b, off, buf, n, k);
        n += k;
        off += k;
        len -= k;
      }
    }

    private void emit() throws IOException {
      if (n == 0) return;
      raw.write((Integer.toHexString(n) + "\r\n").getBytes(StandardCharsets.US_ASCII));
      raw.write(buf, 0, n);
      raw.write('\r');
      raw.write('\n');
      n = 0;
    }

    @Override public void flush() throws IOException {
      emit();
      raw.flush();
    }

    @Override public void close() throws IOException {
      if (closed) return;
      closed = true;
      emit();
      raw.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
      raw.close();
    }
  }

  /** A loopback connection whose far end another thread serves; closing it stops that thread. */
  static final class Loopback implements AutoCloseable {
    private final ServerSocket server;
    private final Socket socket;
    private final Thread peer;
    final AtomicLong peerBytes = new AtomicLong();
    private volatile IOException peerFailure;

    private Loopback(Path fileToSend) throws IOException {
      server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
      peer = new Thread(() -> serve(fileToSend), "memory-loopback-peer");
      peer.setDaemon(true);
      peer.start();
      socket = new Socket(InetAddress.getLoopbackAddress(), server.getLocalPort());
    }

    /** A connection whose peer drains what is written, 4 KB at a time. */
    static Loopback drained() throws IOException {
      return new Loopback(null);
    }

    /** A connection whose peer sends {@code file} and closes. */
    static Loopback sending(Path file) throws IOException {
      return new Loopback(file);
    }

    private void serve(Path file) {
      byte[] buf = new byte[file == null ? 4096 : 65536];
      try (Socket s = server.accept()) {
        if (file == null) {
          InputStream in = s.getInputStream();
          for (int k; (k = in.read(buf)) >= 0; ) peerBytes.addAndGet(k);
        } else {
          try (InputStream in = Files.newInputStream(file); OutputStream out = s.getOutputStream()) {
            for (int k; (k = in.read(buf)) >= 0; ) {
              out.write(buf, 0, k);
              peerBytes.addAndGet(k);
            }
          }
        }
      } catch (IOException e) {
        peerFailure = e;
      }
    }

    OutputStream out() throws IOException {
      return socket.getOutputStream();
    }

    InputStream in() throws IOException {
      return socket.getInputStream();
    }

    /** Waits for the peer to finish (after the writer closed its side). */
    void awaitPeer() throws IOException, InterruptedException {
      peer.join(60_000);
      if (peerFailure != null) throw peerFailure;
    }

    @Override public void close() throws IOException {
      try {
        socket.close();
      } finally {
        server.close();
      }
    }
  }
}
