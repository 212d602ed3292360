package io.wirebench.codecs.control;

import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.UnsupportedDataSetException;
import io.wirebench.core.model.DecimalMatrix;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * The memory command's controls, whose need is known by construction. Both write the same bytes
 * (the length of the rest as a long, rows and columns as ints, then each cell as one length byte
 * and its ASCII characters). {@code memory-control-buffered} encodes the whole payload into one
 * array of exactly its size before writing it, and reads the whole payload into one such array
 * before decoding: it needs the payload size, no more. {@code memory-control-streaming} writes
 * and reads through an 8 KB buffer: its need does not grow with the payload.
 */
public class MemoryControlCodec implements Codec {
  private final CodecInfo info;
  private final boolean buffered;

  public MemoryControlCodec() {
    this("memory-control-streaming", false, "writes and reads through one 8 KB buffer: needs the same few KB "
        + "whatever the payload");
  }

  MemoryControlCodec(String id, boolean buffered, String how) {
    this.buffered = buffered;
    this.info = CodecInfo.builder(id)
        .library("wirebench memory control", Version.VALUE)
        .binary("length-prefixed cells", "application/octet-stream", Family.CONTROL)
        .binding(BindingStyle.CONTROL)
        .config(how)
        .notes("not a library: a control of the memory command; models decimal-matrix only")
        .refusesTrailingBytes()
        .build();
  }

  /** Buffers the whole payload on purpose, in one array of exactly its size. */
  public static final class Buffered extends MemoryControlCodec {
    public Buffered() {
      super("memory-control-buffered", true, "encodes into one array of exactly the payload's size, then "
          + "writes it; reads the whole payload into one such array, then decodes: needs the payload size");
    }
  }

  @Override public final CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    if (dataSet.type() != DecimalMatrix.class) {
      throw new UnsupportedDataSetException("a memory control models decimal-matrix only, whose payload size "
          + "is known by construction");
    }
    return new Binding<DecimalMatrix>(dataSet, (DecimalMatrix) dataSet.value()) {
      @Override public void write(DecimalMatrix m, OutputStream out) throws IOException {
        long body = bodyLength(m);
        if (buffered) {
          if (body + 8 > Integer.MAX_VALUE - 8) throw new IOException("payload over 2 GiB cannot be buffered");
          byte[] all = new byte[(int) (body + 8)];
          encode(m, body, new Fill(all));
          out.write(all);
          out.flush();
        } else {
          BufferedOutputStream b = new BufferedOutputStream(out, 8192);
          encode(m, body, b);
          b.flush();
        }
      }

      @Override public DecimalMatrix read(InputStream in) throws IOException {
        DataInputStream d = new DataInputStream(buffered ? in : new BufferedInputStream(in, 8192));
        long body = d.readLong();
        if (buffered) {
          byte[] all = new byte[Math.toIntExact(body)];
          d.readFully(all);
          if (in.read() >= 0) throw new IOException("bytes after the payload");
          return decode(new DataInputStream(new ByteArrayInputStream(all)));
        }
        DecimalMatrix m = decode(d);
        if (d.read() >= 0) throw new IOException("bytes after the payload");
        return m;
      }
    };
  }

  private static long bodyLength(DecimalMatrix m) {
    long n = 8;
    for (List<String> row : m.getRows()) {
      for (String s : row) n += 1 + s.length();
    }
    return n;
  }

  private static void encode(DecimalMatrix m, long body, OutputStream out) throws IOException {
    DataOutputStream d = new DataOutputStream(out);
    int rows = m.getRows().size();
    d.writeLong(body);
    d.writeInt(rows);
    d.writeInt(rows == 0 ? 0 : m.getRows().get(0).size());
    for (List<String> row : m.getRows()) {
      for (String s : row) {
        if (s.length() > 255) throw new IOException("a cell over 255 characters: " + s.length());
        d.write(s.length());
        d.writeBytes(s);
      }
    }
    d.flush();
  }

  private static DecimalMatrix decode(DataInputStream d) throws IOException {
    int rows = d.readInt();
    int cols = d.readInt();
    byte[] cell = new byte[255];
    List<List<String>> data = new ArrayList<>(rows);
    for (int i = 0; i < rows; i++) {
      List<String> row = new ArrayList<>(cols);
      for (int j = 0; j < cols; j++) {
        int n = d.read();
        if (n < 0) throw new EOFException("the payload ends inside row " + i);
        d.readFully(cell, 0, n);
        row.add(new String(cell, 0, n, java.nio.charset.StandardCharsets.ISO_8859_1));
      }
      data.add(row);
    }
    return new DecimalMatrix(data);
  }

  /** Writes into an array of known size, allocating nothing. */
  private static final class Fill extends OutputStream {
    private final byte[] a;
    private int n;

    Fill(byte[] a) {
      this.a = a;
    }

    @Override public void write(int b) {
      a[n++] = (byte) b;
    }

    @Override public void write(byte[] b, int off, int len) {
      System.arraycopy(b, off, a, n, len);
      n += len;
    }
  }
}
