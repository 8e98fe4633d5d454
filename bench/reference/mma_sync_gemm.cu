// Reference GEMM tiles for bench/sass_mix.py: C (f32, M x N) = A (M x K) *
// B (K x N), A and B f16 or bf16, all row-major, written directly against
// the PTX ISA (ldmatrix, mma.sync m16n8k16) so that the SASS of one K step
// can be set next to what tileiras compiles from the same tile.
//
// Each CTA computes one BM x BN tile of C with WARPS_M x WARPS_N warps (each
// warp a (BM / WARPS_M) x (BN / WARPS_N) part of it). One K step:
//   - every thread moves its share of the BM x BK tile of A and the BK x BN
//     tile of B from global memory to shared memory in 16-byte vectors
//     (zero outside the matrices, as the partition views with
//     padding_value = zero of the tileiras kernels read them),
//   - __syncthreads(),
//   - for each k16 slice: A fragments by ldmatrix.x4, B fragments by
//     ldmatrix.x4.trans, one mma.sync per 16x8 piece of the warp's tile,
//   - __syncthreads() before the next step overwrites the tiles.
// The f32 accumulators are stored at the end (two f32 per access, rows
// and columns outside C are not written). Shared memory is a single stage
// (no cp.async, no double buffering), as in the tileiras kernels.
//
// The 16-byte chunks of each shared-memory row are XOR-swizzled so that the
// eight rows one ldmatrix reads (8 x 16 bytes) fall in distinct banks.
//
// Only compiled, never run here:
//   nvcc -cubin -O3 -arch=sm_80 bench/reference/mma_sync_gemm.cu   (also sm_90a, sm_100a)
// It assumes M, N, K multiples of 8 and A, B, C 16-byte aligned, the
// conditions the tileiras kernels state with `assume div_by`.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

namespace {

template <typename T> struct Mma;

template <> struct Mma<__half> {
  static __device__ __forceinline__ void run(float (&d)[4], const uint32_t (&a)[4],
                                             const uint32_t (&b)[2]) {
    asm("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
        "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
  }
};

template <> struct Mma<__nv_bfloat16> {
  static __device__ __forceinline__ void run(float (&d)[4], const uint32_t (&a)[4],
                                             const uint32_t (&b)[2]) {
    asm("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 "
        "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
  }
};

// Four 8x8 b16 matrices; lane l gives the address of row l % 8 of matrix
// l / 8, and register i receives this lane's part of matrix i.
__device__ __forceinline__ void ldmatrix_x4(uint32_t (&r)[4], const void *smem) {
  uint32_t addr = static_cast<uint32_t>(__cvta_generic_to_shared(smem));
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
               : "r"(addr)
               : "memory");
}

// The same, each matrix transposed on the way.
__device__ __forceinline__ void ldmatrix_x4_trans(uint32_t (&r)[4], const void *smem) {
  uint32_t addr = static_cast<uint32_t>(__cvta_generic_to_shared(smem));
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0, %1, %2, %3}, [%4];"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
               : "r"(addr)
               : "memory");
}

// Element offset of 16-byte chunk `chunk` of row `row` in a shared tile of
// CHUNKS chunks per row. The chunk index is XORed with bits of the row so
// that eight consecutive rows at the same chunk cover all eight 16-byte
// bank groups of a 128-byte line.
template <int CHUNKS>
__device__ __forceinline__ int swizzled(int row, int chunk) {
  static_assert(CHUNKS == 2 || CHUNKS == 4 || CHUNKS % 8 == 0, "unsupported row length");
  constexpr int rowsPerLine = CHUNKS >= 8 ? 1 : 8 / CHUNKS;
  constexpr int mask = CHUNKS >= 8 ? 7 : CHUNKS - 1;
  return row * CHUNKS * 8 + ((chunk ^ ((row / rowsPerLine) & mask)) * 8);
}

template <typename T, int BM, int BN, int BK, int WARPS_M, int WARPS_N>
__device__ __forceinline__ void gemm_tile(const T *__restrict__ a, const T *__restrict__ b,
                                          float *__restrict__ c, int m, int n, int k) {
  static_assert(sizeof(T) == 2, "16-bit operands");
  constexpr int threads = WARPS_M * WARPS_N * 32;
  constexpr int vec = 8;                   // elements per 16-byte access
  constexpr int warpM = BM / WARPS_M;      // the warp's part of the tile
  constexpr int warpN = BN / WARPS_N;
  constexpr int fragsM = warpM / 16;       // m16n8k16 pieces per warp
  constexpr int fragsN = warpN / 8;
  constexpr int aChunks = BK / vec;        // 16-byte chunks per row of A's tile
  constexpr int bChunks = BN / vec;        // ... of B's tile
  static_assert(warpM % 16 == 0 && warpN % 16 == 0 && BK % 16 == 0, "tile shape");
  static_assert((BM * aChunks) % threads == 0 && (BK * bChunks) % threads == 0,
                "every thread moves the same number of vectors");

  __shared__ __align__(16) T as[BM * BK];
  __shared__ __align__(16) T bs[BK * BN];

  const int tid = threadIdx.x;
  const int lane = tid % 32;
  const int warp = tid / 32;
  const int warpRow = (warp / WARPS_N) * warpM;
  const int warpCol = (warp % WARPS_N) * warpN;
  const int m0 = blockIdx.x * BM;
  const int n0 = blockIdx.y * BN;

  float acc[fragsM][fragsN][4];
#pragma unroll
  for (int i = 0; i < fragsM; ++i)
#pragma unroll
    for (int j = 0; j < fragsN; ++j)
#pragma unroll
      for (int v = 0; v < 4; ++v)
        acc[i][j][v] = 0.0f;

  for (int k0 = 0; k0 < k; k0 += BK) {
    // Global memory to shared memory, 16 bytes per access.
#pragma unroll
    for (int i = 0; i < BM * aChunks / threads; ++i) {
      const int chunk = tid + i * threads;
      const int row = chunk / aChunks, col = chunk % aChunks;
      const int gr = m0 + row, gc = k0 + col * vec;
      uint4 v = make_uint4(0, 0, 0, 0);
      if (gr < m && gc < k)
        v = *reinterpret_cast<const uint4 *>(a + static_cast<size_t>(gr) * k + gc);
      *reinterpret_cast<uint4 *>(&as[swizzled<aChunks>(row, col)]) = v;
    }
#pragma unroll
    for (int i = 0; i < BK * bChunks / threads; ++i) {
      const int chunk = tid + i * threads;
      const int row = chunk / bChunks, col = chunk % bChunks;
      const int gr = k0 + row, gc = n0 + col * vec;
      uint4 v = make_uint4(0, 0, 0, 0);
      if (gr < k && gc < n)
        v = *reinterpret_cast<const uint4 *>(b + static_cast<size_t>(gr) * n + gc);
      *reinterpret_cast<uint4 *>(&bs[swizzled<bChunks>(row, col)]) = v;
    }
    __syncthreads();

#pragma unroll
    for (int kk = 0; kk < BK / 16; ++kk) {
      uint32_t af[fragsM][4];
      uint32_t bf[fragsN][2];
      // A: matrices (rows 0-7, k 0-7), (rows 8-15, k 0-7), (rows 0-7,
      // k 8-15), (rows 8-15, k 8-15) are a0..a3 of m16n8k16.
#pragma unroll
      for (int i = 0; i < fragsM; ++i) {
        const int row = warpRow + i * 16 + lane % 16;
        const int chunk = kk * 2 + lane / 16;
        ldmatrix_x4(af[i], &as[swizzled<aChunks>(row, chunk)]);
      }
      // B (k x n in shared memory): transposed matrices (k 0-7, n 0-7),
      // (k 8-15, n 0-7), (k 0-7, n 8-15), (k 8-15, n 8-15) are b0, b1 of
      // two neighbouring n8 pieces.
#pragma unroll
      for (int j = 0; j < fragsN; j += 2) {
        const int row = kk * 16 + lane % 8 + ((lane / 8) % 2) * 8;
        const int chunk = (warpCol + j * 8) / vec + lane / 16;
        uint32_t r[4];
        ldmatrix_x4_trans(r, &bs[swizzled<bChunks>(row, chunk)]);
        bf[j][0] = r[0];
        bf[j][1] = r[1];
        bf[j + 1][0] = r[2];
        bf[j + 1][1] = r[3];
      }
#pragma unroll
      for (int i = 0; i < fragsM; ++i)
#pragma unroll
        for (int j = 0; j < fragsN; ++j)
          Mma<T>::run(acc[i][j], af[i], bf[j]);
    }
    __syncthreads();
  }

  // Accumulator fragment: c0, c1 at (lane / 4, 2 * (lane % 4) + {0, 1}),
  // c2, c3 eight rows below.
#pragma unroll
  for (int i = 0; i < fragsM; ++i)
#pragma unroll
    for (int j = 0; j < fragsN; ++j) {
      const int row = m0 + warpRow + i * 16 + lane / 4;
      const int col = n0 + warpCol + j * 8 + (lane % 4) * 2;
      if (col < n) {
        if (row < m)
          *reinterpret_cast<float2 *>(c + static_cast<size_t>(row) * n + col) =
              make_float2(acc[i][j][0], acc[i][j][1]);
        if (row + 8 < m)
          *reinterpret_cast<float2 *>(c + static_cast<size_t>(row + 8) * n + col) =
              make_float2(acc[i][j][2], acc[i][j][3]);
      }
    }
}

} // namespace

// examples/gemm_f16.mlir's tile: 64x64 of C, k step 32, f16, 4 warps (2x2,
// 32x32 each).
extern "C" __global__ void __launch_bounds__(128)
    mma_sync_gemm_f16_64x64x32(const __half *a, const __half *b, float *c, int m, int n, int k) {
  gemm_tile<__half, 64, 64, 32, 2, 2>(a, b, c, m, n, k);
}

// bench/kernels/gemm_bf16_128.mlir's tile: 128x128 of C, k step 64, bf16,
// 4 warps (2x2, 64x64 each).
extern "C" __global__ void __launch_bounds__(128)
    mma_sync_gemm_bf16_128x128x64(const __nv_bfloat16 *a, const __nv_bfloat16 *b, float *c,
                                  int m, int n, int k) {
  gemm_tile<__nv_bfloat16, 128, 128, 64, 2, 2>(a, b, c, m, n, k);
}
