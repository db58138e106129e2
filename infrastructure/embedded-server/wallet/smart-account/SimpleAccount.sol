// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// The embedded wallet's smart account: one owner (the user's key on the auth server) who sends calls
/// through `execute` and pays their gas. No bundler or paymaster: a reference design, not ERC-4337.
contract SimpleAccount {
    /// ERC-1271's answer for a valid signature: bytes4(keccak256("isValidSignature(bytes32,bytes)")).
    bytes4 private constant ERC1271_VALID = 0x1626ba7e;
    bytes4 private constant ERC1271_INVALID = 0xffffffff;
    /// Half the secp256k1 order: a signature with a larger s is the malleable twin of another one.
    uint256 private constant HALF_ORDER = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

    /// Part of the init code, so the CREATE2 address depends on the owner: nobody can take another's address.
    address public immutable owner;

    error NotOwner();

    constructor(address accountOwner) {
        owner = accountOwner;
    }

    receive() external payable {}

    /// Calls `to` with `value` wei of this account's balance; a failing call reverts with its own reason.
    function execute(address to, uint256 value, bytes calldata data) external returns (bytes memory result) {
        if (msg.sender != owner) revert NotOwner();
        bool success;
        (success, result) = to.call{value: value}(data);
        if (!success) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
    }

    /// ERC-1271: `hash` is what the owner signed, e.g. the EIP-191 hash of a personal_sign message.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return ERC1271_INVALID;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (uint256(s) > HALF_ORDER) return ERC1271_INVALID;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? ERC1271_VALID : ERC1271_INVALID;
    }
}
