package io.wirebench.codecs.kotlin

import com.squareup.moshi.JsonAdapter
import com.squareup.moshi.Moshi
import io.wirebench.core.Binding
import io.wirebench.core.BindingStyle
import io.wirebench.core.Codec
import io.wirebench.core.CodecInfo
import io.wirebench.core.DataSet
import io.wirebench.core.Family
import java.io.InputStream
import java.io.OutputStream
import okio.Buffer
import okio.buffer
import okio.sink
import okio.source

/**
 * Moshi with Kotlin codegen: `moshi-kotlin-codegen` runs as a kapt processor in this module's
 * build and writes a `JsonAdapter` for each `@JsonClass(generateAdapter = true)` data class, which
 * `Moshi.Builder().build()` finds by name; no kotlin-reflect and no KotlinJsonAdapterFactory (were
 * codegen missing, Moshi would refuse the Kotlin class rather than fall back to reflection). Moshi's
 * documentation: one `Moshi`, reused, and each adapter fetched once. Moshi's defaults: nulls are
 * left out (no `serializeNulls()`), an absent nullable property reads as its default. Streams go
 * through Okio as Moshi's own calls do; `toJson(value)` / `fromJson(String)` for Strings.
 */
class MoshiKotlinCodegenCodec : Codec {
  private val info = CodecInfo.builder("moshi-kotlin-codegen")
    .library("Moshi", Moshi::class.java, "com.squareup.moshi", "moshi")
    .text("JSON", "application/json", Family.JSON)
    .binding(BindingStyle.POJO)
    .config("one shared Moshi.Builder().build(); adapters generated at build time by " +
        "moshi-kotlin-codegen (kapt), fetched once per type; streams through Okio buffers")
    .notes("binds Kotlin data classes converted from the Java model once at bind time; nulls " +
        "omitted (Moshi's default); trailing bytes after the value are not checked on streams " +
        "and byte[]: JsonAdapter.fromJson(BufferedSource) reads one value and stops")
    .build()

  /** The one `Moshi` of the process, made on first bind (lazy holder). */
  private object Shared {
    val MOSHI: Moshi = Moshi.Builder().build()
  }

  override fun info(): CodecInfo = info

  override fun bind(dataSet: DataSet<*>): Binding<*> {
    val model = KotlinModel.find(dataSet)
    @Suppress("UNCHECKED_CAST")
    val adapter = Shared.MOSHI.adapter(model.type) as JsonAdapter<Any>
    return object : KotlinBinding(dataSet, model) {
      override fun write(value: Any, out: OutputStream) {
        val sink = out.sink().buffer() // adapter.toJson(BufferedSink, value)
        adapter.toJson(sink, value)
        sink.flush()
      }

      override fun read(inp: InputStream): Any =
        adapter.fromJson(inp.source().buffer())!! // adapter.fromJson(BufferedSource)

      override fun writeBytes(value: Any): ByteArray {
        val buffer = Buffer() // as adapter.toJson(value) does, then the bytes, not a String
        adapter.toJson(buffer, value)
        return buffer.readByteArray()
      }

      override fun readBytes(bytes: ByteArray): Any = adapter.fromJson(Buffer().write(bytes))!!

      override fun writeString(value: Any): String = adapter.toJson(value)

      override fun readString(text: String): Any = adapter.fromJson(text)!!
    }
  }
}
